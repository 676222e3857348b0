import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, Link, NavLink, useParams, useLocation, useNavigate, useSearchParams, Navigate, Outlet, useNavigationType } from 'react-router-dom';
function A() { const p = useParams(); const l = useLocation(); const n = useNavigate(); const [s] = useSearchParams(); const t = useNavigationType(); return <div onClick={() => n('/x')}>{p.x}{l.pathname}{s.get('a')}{t}<Link to="/a">a</Link><NavLink to="/b">b</NavLink><Outlet /></div>; }
createRoot(document.body).render(<BrowserRouter><Routes><Route path="/" element={<A />}><Route path=":x" element={<Navigate to="/" />} /></Route></Routes></BrowserRouter>);
