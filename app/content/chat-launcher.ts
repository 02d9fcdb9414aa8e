/** Copy for the live chat's launcher button, on every page. `{email}` is the contact e-mail from site.ts. */
export const chatLauncherCopy = {
  openLabel: "Open live chat",
  needsFunctionalCookies: {
    title: "The live chat needs functional cookies",
    description:
      "Allow functional cookies in Cookie Settings to chat with us, or write to {email}.",
  },
} as const;
