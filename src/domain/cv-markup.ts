/**
 * HTML or script inside a CV (issue 30): a "PDF" or RTF that is also a web page (a polyglot) would run
 * its script wherever something opens it as HTML, so the readable parts of every CV are searched for
 * markup that does something. Plain text that merely looks like markup ("<5 years", an address in angle
 * brackets) is no tag of these, and Office XML keeps the visitor's text escaped (&lt;script&gt;).
 */

/** Elements that load or run something (SVG's foreignObject holds HTML), and the HTML doctype. */
const ACTIVE_ELEMENT = /<(?:!doctype\s+html|html|head|body|script|iframe|frame|frameset|object|embed|applet|base|meta|form|foreignObject)[\s>/]/i
/**
 * Any tag with an event handler: `<svg onload=`, `<img src=x onerror=`… (the attributes before it are
 * looked through up to a bound; the search stays linear, as each try ends at the next `<` or `>`).
 */
const EVENT_HANDLER =
  /<[a-z][a-z0-9:-]*[\s/][^<>]{0,2000}?\bon(?:load|error|click|dblclick|mouse[a-z]*|focus[a-z]*|blur|key[a-z]*|begin|end|repeat|activate|pageshow|animation[a-z]*|transition[a-z]*|toggle|submit|change|input|wheel|scroll|pointer[a-z]*)\s*=/i
/** A script address in a link or a source: href="javascript:…". */
const SCRIPT_URL = /\b(?:href|src|action|formaction|data)\s*=\s*["']?\s*(?:javascript|vbscript):/i
/** An XML style sheet, which can carry script in a browser. */
const XML_STYLESHEET = /<\?xml-stylesheet\b/i

/** Whether `text` (bytes read as latin1 or UTF-8) carries markup that loads or runs something. */
export function hasActiveMarkup(text: string): boolean {
  return ACTIVE_ELEMENT.test(text) || EVENT_HANDLER.test(text) || SCRIPT_URL.test(text) || XML_STYLESHEET.test(text)
}
