/**
 * The mail settings of the Settings screen: who hears of a new enquiry (a list, or by default
 * the super admins), the addresses that opted out of it, and whether visitors get a receipt.
 */
import { and, eq, inArray } from "drizzle-orm";
import { parseEmailAddress } from "~/lib/email-address";
import type { Database, Queryable } from "~/platform/db.server";
import type { MailSettingsView } from "~/schemas/settings";
import { siteSettings, users } from "~db/schema";

const NOTIFY_KEY = "mail.enquiryNotice.addresses";
const OPT_OUT_KEY = "mail.enquiryNotice.optOuts";
const RECEIPTS_KEY = "mail.visitorReceipts";

export interface MailSettings {
  /** Who hears of a new enquiry; null: the super admins. */
  notifyAddresses: string[] | null;
  /** Addresses that asked not to hear of new enquiries, whatever the list says. */
  optOuts: string[];
  visitorReceipts: boolean;
}

const addressList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function readMailSettings(db: Queryable): Promise<MailSettings> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [NOTIFY_KEY, OPT_OUT_KEY, RECEIPTS_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const notify = value(NOTIFY_KEY);
  return {
    notifyAddresses: notify === undefined ? null : addressList(notify),
    optOuts: addressList(value(OPT_OUT_KEY)),
    visitorReceipts: value(RECEIPTS_KEY) !== false,
  };
}

async function writeSetting(db: Queryable, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

/** Sets who hears of new enquiries; an empty list means the default (the super admins). */
export async function saveEnquiryNoticeAddresses(db: Queryable, addresses: readonly string[]) {
  if (addresses.length === 0) await db.delete(siteSettings).where(eq(siteSettings.key, NOTIFY_KEY));
  else await writeSetting(db, NOTIFY_KEY, [...new Set(addresses.map(parseEmailAddress))]);
}

export async function saveVisitorReceipts(db: Queryable, on: boolean) {
  await writeSetting(db, RECEIPTS_KEY, on);
}

/**
 * Opts one address out of (or back into) the enquiry notices. Read and written in one statement,
 * so two admins changing theirs at once both keep their choice.
 */
export async function saveEnquiryNoticeOptOut(db: Database, email: string, optedOut: boolean) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: OPT_OUT_KEY, value: [] })
      .onConflictDoNothing({ target: siteSettings.key });
    const [row] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, OPT_OUT_KEY))
      .for("update");
    const others = addressList(row?.value).filter((item) => !sameAddress(item, email));
    await tx
      .update(siteSettings)
      .set({ value: optedOut ? [...others, email] : others, updatedAt: new Date() })
      .where(eq(siteSettings.key, OPT_OUT_KEY));
  });
}

export function isOptedOut(settings: MailSettings, email: string) {
  return settings.optOuts.some((item) => sameAddress(item, email));
}

/** The active super admins' addresses: who hears of enquiries when no list is set. */
async function superAdminAddresses(db: Queryable) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "super_admin"), eq(users.status, "active")));
  return rows.map((row) => row.email);
}

/** The addresses a new enquiry's notice goes to: the list (or the super admins), less opt-outs. */
export async function enquiryNoticeRecipients(db: Queryable, settings: MailSettings) {
  const listed = settings.notifyAddresses ?? (await superAdminAddresses(db));
  const unique = listed.filter(
    (address, index) => listed.findIndex((other) => sameAddress(other, address)) === index,
  );
  return unique.filter((address) => !isOptedOut(settings, address));
}

/** What the Settings screen shows of the mail settings to `email`'s owner. */
export async function mailSettingsView(db: Queryable, email: string): Promise<MailSettingsView> {
  const settings = await readMailSettings(db);
  const recipients = await enquiryNoticeRecipients(db, { ...settings, optOuts: [] });
  return {
    notifyAddresses: (settings.notifyAddresses ?? []).join("\n"),
    defaultRecipients: settings.notifyAddresses ? null : recipients,
    visitorReceipts: settings.visitorReceipts,
    listed: recipients.some((address) => sameAddress(address, email)),
    optedOut: isOptedOut(settings, email),
  };
}
