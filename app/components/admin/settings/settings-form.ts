/**
 * What the settings forms share: every one posts to the screen's action with an intent, and
 * the action answers (when it does not redirect) with that intent and the form's errors or a
 * secret shown only once.
 */
import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "@remix-run/react";
import type { z } from "zod";
import type { SettingsActionData, SettingsIntent } from "~/schemas/settings";

/** A value typed in this form before a save that did not happen. */
export function typedValues(
  result: SettingsActionData | undefined,
  intent: SettingsIntent,
  name: string,
) {
  return result?.intent === intent ? result.typed?.[name] : undefined;
}

/** The server's field errors for this form only. */
export function errorsFor(result: SettingsActionData | undefined, intent: SettingsIntent) {
  return result?.intent === intent ? (result.errors ?? {}) : {};
}

/**
 * A form checked in the browser with the action's own schema (on leaving a field, then as you
 * type), with the server's errors for its intent and whether it is being sent.
 */
export function useIntentForm<Schema extends z.ZodTypeAny>({
  intent,
  schema,
  result,
  id = intent,
}: {
  intent: SettingsIntent;
  schema: Schema;
  result: SettingsActionData | undefined;
  /** The form's id, when another form of the screen posts the same intent. */
  id?: string;
}) {
  const [form, fields] = useForm({
    id,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { form, fields, serverErrors: errorsFor(result, intent), busy };
}
