/** The signed-in app's code (SignedInApp.tsx): loaded on demand by the router, or ahead while a user signs in. */
export const loadSignedInApp = () => import("./SignedInApp");
