/** @jest-environment ./test/helpers/jsdom-env.js */
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { RouteName } from '../../routing/route-paths';
import CheckoutScreen from './CheckoutScreen';
import AcceptedScreen from './return/AcceptedScreen';
import CanceledScreen from './return/CanceledScreen';
import FailedScreen from './return/FailedScreen';
import SuccessScreen from './return/SuccessScreen';

/**
 * The remote configuration's progress-bar flag (000 §3) hides the checkout's steps on every
 * checkout screen, not on the basket alone (issue 30, item 4).
 */
const SCREENS: Array<[string, ComponentType, RouteName, string]> = [
  ['the basket', CheckoutScreen, 'checkout', '/de/checkout'],
  ['the payment step', CheckoutScreen, 'checkout', '/de/checkout?step=payment'],
  ['checkout/accepted', AcceptedScreen, 'checkoutAccepted', '/de/checkout/accepted'],
  ['checkout/canceled', CanceledScreen, 'checkoutCanceled', '/de/checkout/canceled'],
  ['checkout/failed', FailedScreen, 'checkoutFailed', '/de/checkout/failed'],
  ['checkout/success', SuccessScreen, 'checkoutSuccess', '/de/checkout/success'],
];

const steps = () => screen.queryByRole('navigation', { name: 'Fortschritt der Bestellung' });

describe('the checkout steps and showProgressBar', () => {
  it.each(SCREENS)('%s shows “Schritt n von 4” by default', async (_name, Screen, route, path) => {
    await renderScreen(Screen, { route, path });
    expect(steps()?.textContent).toMatch(/Schritt \d von 4/);
  });

  it.each(SCREENS)('%s shows no steps when showProgressBar is off', async (_name, Screen, route, path) => {
    await renderScreen(Screen, { route, path, config: { showProgressBar: false } });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(steps()).toBeNull();
    expect(document.body.textContent).not.toMatch(/Schritt \d von 4/);
  });
});
