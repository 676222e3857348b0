import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, NavLink, useParams, useLocation, useNavigate, useSearchParams, Navigate, Outlet, useNavigationType, useMatches, useNavigation, useRouteError } from 'react-router-dom';
function A() { const p = useParams(); const l = useLocation(); const n = useNavigate(); const [s] = useSearchParams(); const t = useNavigationType(); const m = useMatches(); const nv = useNavigation(); return <div onClick={() => n('/x')}>{p.x}{l.pathname}{s.get('a')}{t}{m.length}{nv.state}<Link to="/a">a</Link><NavLink to="/b">b</NavLink><Outlet /></div>; }
function E() { return <p>{String(useRouteError())}</p>; }
const r = createBrowserRouter([{ path: '/', element: <A />, errorElement: <E />, children: [{ path: ':x', lazy: () => import('./lazy') }] }]);
createRoot(document.body).render(<RouterProvider router={r} />);
