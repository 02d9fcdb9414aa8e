import { projectTypes } from "~/content/contact";

export function projectTypeLabel(value: string | null) {
  if (!value) return "—";
  return projectTypes.find((type) => type.value === value)?.label ?? value;
}

const verificationLabels: Record<string, string> = {
  verified: "Verified",
  unverified: "Not verified",
  not_configured: "Checks off",
};

export function verificationLabel(status: string) {
  return verificationLabels[status] ?? status;
}
