/**
 * Where an enquiry stands in the sales pipeline. Apart from the schema so that the admin
 * screens' forms can name the statuses without bringing the database layer into the browser.
 */
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
