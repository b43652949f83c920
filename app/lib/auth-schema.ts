import { z } from "~/lib/zod";

/** The sign-in form, checked in the browser before submit and always again on the server. */
export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Email is invalid")),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  remember: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

export type LoginInput = z.output<typeof loginSchema>;
