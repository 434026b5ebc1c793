import { z } from "zod";

export const LoginSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(255).email("Please enter a valid email address"),
  password: z.string().min(1, "Password is required").max(200),
});
export type Login = z.infer<typeof LoginSchema>;

export const CreateAdminSchema = z.object({
  email: z.string().trim().toLowerCase().max(255).email("Please enter a valid email address"),
  password: z.string().min(10, "Password must be at least 10 characters").max(200),
});
export type CreateAdmin = z.infer<typeof CreateAdminSchema>;
