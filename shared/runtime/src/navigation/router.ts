// The one door to react-router for the shell and every remote. react-router is not shared
// through Module Federation as a whole package (its complete build is 65 KB gzip, most of it
// the data-router and server code this portal never runs); this module is shared instead, as
// a singleton like the rest of shared/, so every app gets the same router context from the
// one copy the shell provides, tree-shaken to what is listed here. Lint forbids importing
// react-router anywhere else: a second copy would have its own context and break navigation.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router';
