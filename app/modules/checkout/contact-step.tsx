import type { SubmissionResult } from "@conform-to/react";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

import { Checkbox, StepForm, StepHeading } from "./checkout-parts";
import { ContactSchema } from "./checkout.schema";
import { useStepForm } from "./use-step-form";

type ContactStepProps = {
  email: string;
  emailOffers: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  lastResult?: SubmissionResult<string[]>;
  onEmail: (email: string) => void;
  onEmailOffers: (value: boolean) => void;
  /** called with the checked fields just before the form posts */
  onContinue?: () => void;
};

/** Step 1: the contact email and the offers opt-in. */
export function ContactStep(props: ContactStepProps) {
  const { email, emailOffers, headingRef, lastResult, onEmail, onEmailOffers, onContinue } = props;
  const form = useStepForm(ContactSchema, lastResult, onContinue);
  const errors = form.errors;
  return (
    <StepForm form={form}>
      <StepHeading headingRef={headingRef}>Contact information</StepHeading>
      <Field label="Email" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            onEmail(e.target.value);
            form.edited("email");
          }}
        />
      </Field>
      <Checkbox name="emailOffers" checked={emailOffers} onChange={onEmailOffers}>
        Keep me updated with news and offers
      </Checkbox>
      <div className="flex justify-end">
        <Button type="submit" size="lg">
          Continue to shipping
        </Button>
      </div>
    </StepForm>
  );
}
