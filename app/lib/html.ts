/**
 * The one escaper of text put into HTML or XML markup by hand (e-mails, the plain error page, the
 * sitemap, the icons' markup): & < > " and ' as entities, so text is safe in an element and in a
 * quoted attribute alike. React escapes everything else.
 */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
