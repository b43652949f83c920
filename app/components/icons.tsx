import { escapeHtml } from "~/lib/html";
import type { SVGProps } from "react";

/**
 * One small inline icon set (24px grid, 2px strokes). Icons are decorative
 * (aria-hidden) unless given a `title`, which becomes their accessible name.
 *
 * Render cost: a page draws up to ~100 icons (header, footer, check lists, star ratings), and on
 * the server each attribute and child element is a separate step and a separate encoded chunk for
 * React's renderer (about a third of the home page's render went to icons). So each icon's shapes
 * and paint are one markup string, built once per isolate and passed as its inner HTML: the
 * document is the same drawing. The paint (fill, stroke, stroke width, caps, joins) sits on an
 * inner `<g>`, which the shapes inherit from exactly as they did from the `<svg>`; colour still
 * comes from `currentColor` (a `text-*` class on the icon).
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { title?: string };

interface Paint {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

interface Markup {
  __html: string;
}

/** The shapes in their paint, as markup (built once, when the module loads). */
function painted(shapes: string, { fill = "none", stroke = "currentColor", strokeWidth = 2 }: Paint = {}): Markup {
  return {
    __html: `<g fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`,
  };
}

function Icon({ title, markup, ...props }: IconProps & { markup: Markup }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
      dangerouslySetInnerHTML={title ? { __html: `<title>${escapeHtml(title)}</title>${markup.__html}` } : markup}
    />
  );
}

function icon(shapes: string, paint?: Paint) {
  const markup = painted(shapes, paint);
  return (p: IconProps) => <Icon {...p} markup={markup} />;
}

export const MenuIcon = icon('<path d="M4 6h16M4 12h16M4 18h16"></path>');
export const CloseIcon = icon('<path d="M6 6l12 12M18 6L6 18"></path>');
export const ChevronDownIcon = icon('<path d="M6 9l6 6 6-6"></path>');
export const ChevronLeftIcon = icon('<path d="M15 18l-6-6 6-6"></path>');
export const ChevronRightIcon = icon('<path d="M9 18l6-6-6-6"></path>');
export const ArrowRightIcon = icon('<path d="M5 12h14M13 6l6 6-6 6"></path>');
const PHONE =
  '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"></path>';
const MAP_PIN = '<path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z"></path><circle cx="12" cy="10" r="2.5"></circle>';
const CHECK = '<path d="M5 12.5l4.5 4.5L19 7.5"></path>';
export const PhoneIcon = icon(PHONE);
export const MailIcon = icon('<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="M3 7l9 6 9-6"></path>');
export const MapPinIcon = icon(MAP_PIN);
export const ClockIcon = icon('<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>');
export const ExternalLinkIcon = icon('<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"></path>');
export const CheckIcon = icon(CHECK);
export const ShieldIcon = icon('<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z"></path><path d="M8.5 12l2.5 2.5 4.5-5"></path>');
export const LeafIcon = icon('<path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15"></path><path d="M5 19l7-7"></path>');
export const SparklesIcon = icon(
  '<path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z"></path><path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z"></path>',
);
export const CalendarIcon = icon('<rect x="3" y="5" width="18" height="16" rx="2"></rect><path d="M3 10h18M8 3v4M16 3v4"></path>');
const STAR = '<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"></path>';
const STAR_FILLED = painted(STAR, { fill: "currentColor", strokeWidth: 1.5 });
const STAR_OUTLINE = painted(STAR, { strokeWidth: 1.5 });
export const StarIcon = ({ filled = true, ...p }: IconProps & { filled?: boolean }) => <Icon {...p} markup={filled ? STAR_FILLED : STAR_OUTLINE} />;
export const PawIcon = icon(
  '<ellipse cx="6" cy="10" rx="2.2" ry="2.8"></ellipse><ellipse cx="10" cy="6" rx="2.2" ry="2.8"></ellipse><ellipse cx="14.5" cy="6" rx="2.2" ry="2.8"></ellipse><ellipse cx="18.5" cy="10" rx="2.2" ry="2.8"></ellipse><path d="M12.2 11.5c-3 0-6.2 4.2-6.2 6.6 0 1.6 1.3 2.4 2.8 2.4 1.4 0 2.3-.8 3.4-.8s2 .8 3.4.8c1.5 0 2.8-.8 2.8-2.4 0-2.4-3.2-6.6-6.2-6.6z"></path>',
  { fill: "currentColor", stroke: "none" },
);
export const HomeIcon = icon('<path d="M3 11l9-7 9 7"></path><path d="M5 10v10h14V10"></path><path d="M10 20v-6h4v6"></path>');
export const BuildingIcon = icon('<rect x="4" y="3" width="11" height="18" rx="1"></rect><path d="M15 9h5v12h-5M8 7h3M8 11h3M8 15h3M4 21h16"></path>');
export const EyeIcon = icon('<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"></path><circle cx="12" cy="12" r="3"></circle>');
export const EyeOffIcon = icon(
  '<path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.4 3.3M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18"></path>',
);
export const SearchIcon = icon('<circle cx="11" cy="11" r="7"></circle><path d="M20 20l-3.5-3.5"></path>');
export const LogOutIcon = icon('<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"></path>');
export const DownloadIcon = icon('<path d="M12 3v12M7 10l5 5 5-5M5 21h14"></path>');
export const PencilIcon = icon('<path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z"></path>');
export const TrashIcon = icon('<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"></path>');
export const HistoryIcon = icon('<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2"></path>');
export const AlertIcon = icon('<circle cx="12" cy="12" r="9"></circle><path d="M12 7.5v5.5M12 16.5h0"></path>');
export const RestoreIcon = icon('<path d="M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5"></path>');
export const LockIcon = icon('<rect x="4" y="11" width="16" height="10" rx="2"></rect><path d="M8 11V7a4 4 0 0 1 8 0v4"></path>');
export const KeyIcon = icon('<circle cx="8" cy="15" r="4"></circle><path d="M10.8 12.2L20 3M16 7l3 3M14 9l2 2"></path>');
export const TruckIcon = icon(
  '<path d="M3 6h11v10H3zM14 9h4l3 3.5V16h-7"></path><circle cx="7" cy="17.5" r="1.8"></circle><circle cx="17" cy="17.5" r="1.8"></circle>',
);
export const CardIcon = icon('<rect x="2.5" y="5" width="19" height="14" rx="2"></rect><path d="M2.5 10h19M6.5 15h4"></path>');
export const BellIcon = icon('<path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z"></path><path d="M10 20.5a2 2 0 0 0 4 0"></path>');
export const UserIcon = icon('<circle cx="12" cy="8" r="4"></circle><path d="M4 21a8 8 0 0 1 16 0"></path>');
export const InfoIcon = icon('<circle cx="12" cy="12" r="9"></circle><path d="M12 11v5M12 8h.01"></path>');
export const ReceiptIcon = icon('<path d="M6 3h12v18l-3-2-3 2-3-2-3 2z"></path><path d="M9 8h6M9 12h6M9 16h3"></path>');

/**
 * Icons a page draws once per item of a long list (the crew's day: each stop's call, directions,
 * On my way and Done): the page defines each drawing once (`IconSymbols`) and every use refers to
 * it (`SymbolIcon`), the same picture in a fraction of the bytes (a route of 40 stops drew the
 * phone 80 times).
 */
const SYMBOLS = { phone: PHONE, "map-pin": MAP_PIN, check: CHECK } as const;
export type SymbolName = keyof typeof SYMBOLS;

const symbolsMarkup: Markup = {
  __html: Object.entries(SYMBOLS)
    .map(([name, shapes]) => `<symbol id="icon-${name}" viewBox="0 0 24 24">${painted(shapes).__html}</symbol>`)
    .join(""),
};

/**
 * The drawings `SymbolIcon` refers to: once per page that uses it, anywhere in the page. Sized 0 by
 * its own attributes: a `display` attribute would lose to the stylesheet's `svg { display: block }`
 * and leave a 300 × 150 box in the page.
 */
export function IconSymbols() {
  return <svg width="0" height="0" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={symbolsMarkup} />;
}

const useMarkup = Object.fromEntries(Object.keys(SYMBOLS).map((name) => [name, { __html: `<use href="#icon-${name}"></use>` }])) as Record<SymbolName, Markup>;

/** A decorative icon drawn from the page's `IconSymbols`. */
export function SymbolIcon({ name, className }: { name: SymbolName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className} dangerouslySetInnerHTML={useMarkup[name]} />
  );
}
