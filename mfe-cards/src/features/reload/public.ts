// What the unregistered reload uses of the reload feature: the same reload form, and the
// reload state it submits through.
export { ReloadForm, type ReloadValues } from './components/reload-form';
export { reloadActions, selectReload } from './store/reload-slice';
