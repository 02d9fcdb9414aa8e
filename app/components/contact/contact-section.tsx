/** Placeholder; the contact work replaces it with the cards and the form. */
export function ContactSection() {
  return <section id="contact" aria-labelledby="contact-heading" className="p-8"><h2 id="contact-heading">Contact</h2></section>;
}
