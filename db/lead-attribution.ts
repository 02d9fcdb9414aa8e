/**
 * Where an enquiry came from, as stored with it. Apart from the schema so that the admin
 * screens and the API can name the shape without bringing the database layer into the browser.
 */
export interface VisitTouch {
  source: string;
  medium: string;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrer: string | null;
  landingPage: string;
  /** When this touch began (ISO 8601). */
  at: string;
}

export interface LeadAttribution {
  firstTouch: VisitTouch;
  /** The latest visit from a campaign or another site, when it is not the first. */
  lastTouch: VisitTouch | null;
  /** Pages seen before the enquiry. */
  pageViews: number;
}
