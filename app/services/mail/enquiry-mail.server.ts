/**
 * The two messages a stored enquiry causes: a notice to the team (everything the visitor sent,
 * with a link to it in the inbox, Reply-To the visitor) and a receipt to the visitor. The
 * receipt holds nothing the visitor typed but a clipped first name, so the form cannot be used
 * to send chosen text to a stranger's address; at most one goes to an address a day.
 */
import { projectTypes } from "~/content/contact";
import { site } from "~/content/site";
import { greetingName, headerText } from "~/lib/mail-text";
import type { Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import type { Enquiry } from "~/schemas/intake";
import type { MailContent } from "./render.server";
import { sendMail } from "./send.server";
import { enquiryNoticeRecipients, readMailSettings } from "./settings.server";

function sourceOf(enquiry: Enquiry) {
  const touch = enquiry.attribution?.lastTouch ?? enquiry.attribution?.firstTouch;
  if (!touch) return { source: "Not known (no analytics consent)", campaign: null };
  return { source: `${touch.source} / ${touch.medium}`, campaign: touch.campaign };
}

function noticeContent(id: number, enquiry: Enquiry, origin: string): MailContent {
  const { input } = enquiry;
  const name = headerText(`${input.firstName} ${input.lastName}`, 120);
  const projectType = projectTypes.find((type) => type.value === input.projectType)?.label;
  const { source, campaign } = sourceOf(enquiry);
  return {
    subject: `New enquiry from ${name}${input.company ? ` (${headerText(input.company, 80)})` : ""}`,
    heading: `New enquiry #${id}`,
    paragraphs: [`${name} wrote through the contact form. Reply to this email to answer them.`],
    details: [
      { label: "Name", value: name },
      { label: "Email", value: input.email },
      { label: "Company", value: input.company ?? "Not given" },
      { label: "Project type", value: projectType ?? "Not given" },
      { label: "Source", value: source },
      { label: "Campaign", value: campaign ?? "None" },
    ],
    quote: input.message,
    action: { label: "Open it in the inbox", url: `${origin}/admin/submissions/${id}` },
    footnote: `You get this because your address is in “Notify of new enquiries”. To stop, change it under Settings: ${origin}/admin/settings`,
  };
}

function receiptContent(enquiry: Enquiry, origin: string): MailContent {
  const name = greetingName(enquiry.input.firstName);
  return {
    subject: "We received your message",
    heading: name ? `Hello ${name},` : "Hello,",
    paragraphs: [
      `Thank you for writing to ${site.name}. We received your message and will reply ${site.replyPromise}.`,
      `If you have something to add, reply to this email or write to ${site.emails.contact}.`,
    ],
    footnote: `This address was given in the contact form at ${origin.replace(/^https?:\/\//, "")}. If that was not you, ignore this email: you will not hear from us again.`,
  };
}

/** The receipt's key: one per address per day (UTC), however many enquiries it sends. */
function receiptKey(enquiry: Enquiry) {
  return `receipt:${enquiry.input.email.toLowerCase()}:${enquiry.receivedAt.slice(0, 10)}`;
}

/**
 * Queues the notice for each recipient and, unless receipts are off, the visitor's receipt.
 * Never throws: the enquiry is stored, and mail that cannot be queued is logged.
 */
export async function mailAboutEnquiry(
  env: Pick<AppEnv, "MAIL_QUEUE">,
  db: Database,
  { id, enquiry, origin }: { id: number; enquiry: Enquiry; origin: string },
) {
  try {
    const settings = await readMailSettings(db);
    const recipients = await enquiryNoticeRecipients(db, settings);
    const content = noticeContent(id, enquiry, origin);
    const mails = recipients.map((to) => ({
      key: `enquiry-notice:${id}:${to.toLowerCase()}`,
      kind: "enquiry-notice",
      to,
      replyTo: enquiry.input.email,
      content,
    }));
    if (settings.visitorReceipts)
      mails.push({
        key: receiptKey(enquiry),
        kind: "enquiry-receipt",
        to: enquiry.input.email,
        replyTo: site.emails.contact,
        content: receiptContent(enquiry, origin),
      });
    await Promise.all(mails.map((mail) => sendMail(env, mail, origin)));
  } catch (error) {
    logEvent("error", "mail: the enquiry's mail could not be queued", {
      submission: id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
