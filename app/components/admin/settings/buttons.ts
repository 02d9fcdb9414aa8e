/** The two button looks of the settings forms: the section's main action, and the others. */
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

export const primaryButton = buttonClasses({ size: "sm" });
export const secondaryButton = buttonClasses({ variant: "secondary", size: "sm" });
