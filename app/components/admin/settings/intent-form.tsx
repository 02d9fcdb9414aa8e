import { Form, type FormProps } from "@remix-run/react";
import { CsrfInput } from "~/components/admin/csrf-input";
import type { SettingsIntent } from "~/schemas/settings";

/**
 * A form of the Settings screen: it posts to the screen's action with the CSRF token and the
 * intent that tells the action which form it is.
 */
export function IntentForm({ intent, children, ...props }: FormProps & { intent: SettingsIntent }) {
  return (
    <Form method="post" {...props}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
