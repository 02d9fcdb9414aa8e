/**
 * What an API key may do. Apart from the schema so that the sign-in and settings screens' forms
 * can name the permissions without bringing the database layer into the browser.
 */
export const apiKeyPermissions = ["read", "write", "delete"] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];
