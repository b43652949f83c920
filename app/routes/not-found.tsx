import { replace } from "react-router";

/** Unknown paths go home; `replace` keeps the bad URL out of history on client navigations. */
export function loader() {
  throw replace("/");
}

export default function NotFound() {
  return null;
}
