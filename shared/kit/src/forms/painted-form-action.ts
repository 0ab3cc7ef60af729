// The action of a form on a page the server paints (render-remote-pages.tsx). React renders a form
// whose action is a function with an address the browser cannot follow, and the server's page
// with a small script that holds back a submit made before the app has started. So a painted form
// never goes out as a plain GET (a password in the address). Once the page is hydrated the form's
// own onSubmit (react-final-form's, which prevents the default) is the only submit; the one held
// back is handed to this action, which drops it: the visitor sees the form, not a half-sent one.
export function paintedFormAction(): void {}
