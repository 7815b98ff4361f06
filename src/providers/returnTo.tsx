// A visitor sent to sign in comes back to the page they asked for (a deep link, a printable document).
import { Navigate, useLocation } from "react-router";

const PARAM = "to";
const HOME = "/app";

/** Where to go after signing in: `?to=` when it is a path of this app, else the dashboard. */
export function returnPath(search: string): string {
  const to = new URLSearchParams(search).get(PARAM);
  // Only same-origin paths: "//host" and "/\host" would leave the app.
  return to && to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\") && to !== "/" ? to : HOME;
}

/** Sends the visitor to the sign-in page, remembering where they were going. */
export function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/?${PARAM}=${encodeURIComponent(pathname + search)}`} replace />;
}
