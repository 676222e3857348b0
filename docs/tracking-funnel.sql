-- The purchase funnel of the analyst stream (docs/tracking.md, "Reports and analytics engines"),
-- over a table `events` holding its lines. Standard SQL: the same text runs in DuckDB and BigQuery.
-- sessions: sessions whose furthest step is this one or a later one (as `npm run tracking:report`
-- counts them); sessions_with_event: sessions that sent this step's own event.
WITH steps AS (
  SELECT 1 AS step_no, 'view_item_list' AS step UNION ALL
  SELECT 2, 'view_item' UNION ALL
  SELECT 3, 'add_to_cart' UNION ALL
  SELECT 4, 'view_cart' UNION ALL
  SELECT 5, 'begin_checkout' UNION ALL
  SELECT 6, 'add_shipping_info' UNION ALL
  SELECT 7, 'add_payment_info' UNION ALL
  SELECT 8, 'purchase'
),
session_steps AS (
  SELECT DISTINCT e.session_id, s.step_no
  FROM events AS e
  JOIN steps AS s ON s.step = e.event
  WHERE e.session_id IS NOT NULL
),
furthest AS (
  SELECT session_id, MAX(step_no) AS step_no
  FROM session_steps
  GROUP BY session_id
),
reached AS (
  SELECT s.step_no, COUNT(*) AS sessions
  FROM steps AS s
  CROSS JOIN furthest AS f
  WHERE f.step_no >= s.step_no
  GROUP BY s.step_no
),
with_event AS (
  SELECT step_no, COUNT(*) AS sessions
  FROM session_steps
  GROUP BY step_no
)
SELECT
  s.step_no,
  s.step,
  COALESCE(r.sessions, 0) AS sessions,
  COALESCE(w.sessions, 0) AS sessions_with_event
FROM steps AS s
LEFT JOIN reached AS r ON r.step_no = s.step_no
LEFT JOIN with_event AS w ON w.step_no = s.step_no
ORDER BY s.step_no;
