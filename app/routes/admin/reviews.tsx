import { ArrowDown, ArrowUp, Eye, EyeOff } from "lucide-react";
import { Link, redirect, useFetcher } from "react-router";

import { useCsrfToken } from "~/components/admin/csrf-field";
import { AdminPageHeader, AdminTable, Thumb } from "~/components/admin/list-parts";
import { RowActions } from "~/components/admin/row-actions";
import { Button } from "~/components/ui/button";
import { SearchForm, StatusBadge } from "~/components/ui/list-controls";
import { useFetcherToast, type ActionResult } from "~/components/ui/use-action-feedback";
import { adminListQuery } from "~/lib/admin-query";
import { DomainError } from "~/lib/errors";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { samePage } from "~/lib/http.server";
import { formatMediumDateGB } from "~/lib/medium-date";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { ReviewSourceTag } from "~/modules/reviews/review-source-tag";
import {
  deleteReview,
  listReviewsForAdmin,
  moveReview,
  toggleReviewStatus,
} from "~/modules/reviews/reviews-admin.server";
import type { MoveReviewInput } from "~/modules/reviews/reviews.schema";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/reviews";

export const routeRules = CATALOG_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, (db) =>
    listReviewsForAdmin(db, { search: adminListQuery(args.request).search }),
  );

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const { intent, id, direction } = formInput<{ intent: string } & MoveReviewInput>(form);
    const back = samePage(args.request);
    switch (intent) {
      case "delete":
        await deleteReview(db, { id }, actor);
        return redirectWithToast(args.context.config, back, "Review deleted successfully.");
      case "toggle": {
        const { status } = await toggleReviewStatus(db, { id }, actor);
        return redirectWithToast(
          args.context.config,
          back,
          status === "published" ? "Review published." : "Review hidden.",
        );
      }
      case "move":
        // the list shows the new order itself: no toast
        await moveReview(db, { id, direction }, actor);
        return redirect(back, 303);
      default:
        throw new DomainError("invalid_input", "Unknown action.");
    }
  });

export const meta: Route.MetaFunction = () => [{ title: "Reviews · Admin" }];

function RowAction({
  intent,
  id,
  extra,
  label,
  children,
  disabled,
  quiet,
}: {
  intent: string;
  id: string;
  extra?: Record<string, string>;
  label: string;
  children: React.ReactNode;
  disabled?: boolean;
  quiet?: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const csrf = useCsrfToken();
  // Moving is visible in the list itself; only failures need a toast.
  useFetcherToast(fetcher, { failuresOnly: quiet });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled || fetcher.state !== "idle"}
      onClick={() => fetcher.submit({ intent, id, csrf, ...extra }, { method: "post" })}
    >
      {children}
    </Button>
  );
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { reviews, search } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description={`${reviews.length} ${reviews.length === 1 ? "review" : "reviews"}${search ? " found" : ""}`}
        addTo="/admin/dashboard/reviews/new"
        addLabel="Add Review"
      />
      <div className="mb-4 flex flex-col gap-2">
        <SearchForm
          label="Search reviews by customer name"
          placeholder="Search by customer name..."
          defaultValue={search}
        />
        {search ? <p className="text-sm text-muted-foreground">Clear the search to reorder reviews.</p> : null}
      </div>
      <AdminTable
        caption="Reviews, in the order the shop shows them"
        head={["Order", "Customer", "Rating", "Review", "Image", "Status", "Date", "Actions"]}
        phoneHidden={[1, 4, 5, 7]}
        empty={reviews.length > 0 ? null : search ? `No reviews match “${search}”.` : "No reviews yet."}
      >
        {reviews.map((r, i) => (
          <tr key={r.id}>
            <td className="px-3 py-2">
              <div className="flex">
                <RowAction
                  intent="move"
                  id={r.id}
                  extra={{ direction: "up" }}
                  label={`Move review by ${r.customerName} up`}
                  disabled={Boolean(search) || i === 0}
                  quiet
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </RowAction>
                <RowAction
                  intent="move"
                  id={r.id}
                  extra={{ direction: "down" }}
                  label={`Move review by ${r.customerName} down`}
                  disabled={Boolean(search) || i === reviews.length - 1}
                  quiet
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </RowAction>
              </div>
            </td>
            <th scope="row" className="px-3 py-2 font-medium">
              {r.customerName}
              {r.productName ? (
                <span className="block text-xs font-normal text-muted-foreground">{r.productName}</span>
              ) : null}
              <ReviewSourceTag review={r} className="mt-1" />
            </th>
            <td className="px-3 py-2 tabular-nums">{r.rating}/5</td>
            <td className="max-w-64 px-3 py-2">
              {r.title ? <span className="block font-medium">{r.title}</span> : null}
              <span className="line-clamp-2" title={r.reviewText}>
                {r.reviewText.length > 100 ? `${r.reviewText.slice(0, 100)}…` : r.reviewText}
              </span>
            </td>
            <td className="px-3 py-2">
              {r.reviewImage ? (
                <Thumb src={r.reviewImage} alt={`Photo from ${r.customerName}`} />
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={r.pending ? "pending" : r.status} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatMediumDateGB(r.datePosted)}</td>
            <RowActions
              id={r.id}
              name={`review by ${r.customerName}`}
              editTo={`/admin/dashboard/reviews/edit/${r.id}`}
              deleteDescription={
                `This will permanently delete the review by ` + `${r.customerName}. This action cannot be undone.`
              }
            >
              {r.source === "order" && r.status === "published" ? (
                // a buyer's review is hidden with a reason, which its form asks for
                <Link
                  to={`/admin/dashboard/reviews/edit/${r.id}`}
                  aria-label={`Hide review by ${r.customerName} (give a reason)`}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-muted"
                >
                  <EyeOff aria-hidden="true" className="h-4 w-4" />
                </Link>
              ) : (
                <RowAction
                  intent="toggle"
                  id={r.id}
                  label={
                    r.status === "published"
                      ? `Hide review by ${r.customerName}`
                      : `Publish review by ${r.customerName}`
                  }
                >
                  {r.status === "published" ? (
                    <EyeOff aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Eye aria-hidden="true" className="h-4 w-4" />
                  )}
                </RowAction>
              )}
            </RowActions>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
