// What the unregistered reload uses of the reload feature: the same reload form, the reload
// state, and the hook that submits a reload to a cart and goes there.
export { ReloadForm, type ReloadValues } from './components/reload-form';
export { useReloadToCart } from './components/use-reload-to-cart';
export { reloadActions, selectReload } from './store/reload-slice';
export { reloadSaga } from './store/reload-saga';
