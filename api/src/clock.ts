// The one clock the API reads time from; tests replace it (createApp({ clock })). It stands
// apart from app-context so the services the context holds (captcha, mailer) can take a clock
// without importing the context that imports them.
export type Clock = () => Date;
