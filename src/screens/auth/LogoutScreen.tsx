import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useCommand } from '../../engine/hooks';
import { useLang } from '../../engine/services';
import { href } from '../../routing/route-paths';

/** /logout (no language prefix): forget token and customer, then home. */
export default function LogoutScreen() {
  const dispatch = useCommand();
  const lang = useLang();
  useEffect(() => dispatch({ type: 'SignOut' }), [dispatch]);
  return <Navigate to={href(lang)} replace />;
}
