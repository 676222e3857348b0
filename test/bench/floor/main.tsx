/**
 * The floor page of the ratio benchmarks (docs/performance.md): the mandated libraries alone,
 * React and the router rendering a header and a heading, built by the shop's own webpack setup
 * (`webpack --mode production --env floor` → dist-floor/). What Foyer costs is measured against
 * what this costs on the same machine in the same run.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';

function Heading() {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>Kunsthalle am Hafen</h1>
      <p>{pathname}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <header>
      <nav aria-label="Floor">
        <Link to="/">Home</Link> <Link to="/tickets">Tickets</Link>
      </nav>
    </header>
    <Routes>
      <Route path="*" element={<Heading />} />
    </Routes>
  </BrowserRouter>,
);
