import * as t from 'io-ts';
import { Ack, Token } from '../codecs/common';
import { CustomerPayload, RegisterPayload } from '../codecs/customer';
import type { EndpointDef } from '../endpoint-def';

const CustomerBody = t.type({ c: CustomerPayload }, 'CustomerBody');
const RegisterBody = t.type({ c: RegisterPayload }, 'RegisterBody');

/** Customer and authentication: login, guest and full registration, password and email, updates. */
export const customerEndpoints = {
  login: {
    name: 'login',
    method: 'POST',
    path: 'customer/login',
    /** `_p` is the MD5 hex of the password: never log or persist the body. */
    body: t.type({ _u: t.string, _p: t.string }, 'LoginBody'),
    token: false,
    response: Token,
    sensitive: true,
  },
  guestRegister: {
    name: 'guestRegister',
    method: 'POST',
    path: 'customer/register-guest',
    body: CustomerBody,
    token: false,
    response: Token,
    sensitive: true,
  },
  register: { name: 'register', method: 'POST', path: 'customer/register', body: RegisterBody, token: false, response: Ack },
  registerValidate: {
    name: 'registerValidate',
    method: 'POST',
    path: 'customer/register/validate',
    body: RegisterBody,
    token: false,
    response: Ack,
  },
  passwordResetRequest: {
    name: 'passwordResetRequest',
    method: 'POST',
    path: 'customer/password/reset',
    body: t.type({ email: t.string, backlink: t.string }, 'PasswordResetBody'),
    token: false,
    response: Ack,
  },
  passwordConfirm: {
    name: 'passwordConfirm',
    method: 'POST',
    path: 'customer/password/confirm',
    body: t.type({ token: t.string, _p: t.string }, 'PasswordConfirmBody'),
    token: false,
    response: Token,
    sensitive: true,
  },
  passwordChange: {
    name: 'passwordChange',
    method: 'POST',
    path: 'customer/password/change',
    body: t.type({ _po: t.string, _pn: t.string }, 'PasswordChangeBody'),
    token: true,
    response: Ack,
  },
  emailChange: {
    name: 'emailChange',
    method: 'POST',
    path: 'customer/email/change',
    body: t.type({ _po: t.string, email: t.string }, 'EmailChangeBody'),
    token: true,
    response: Ack,
  },
  customerUpdate: {
    name: 'customerUpdate',
    method: 'POST',
    path: 'customer/update',
    body: CustomerBody,
    token: true,
    response: Ack,
  },
  customerValidate: {
    name: 'customerValidate',
    method: 'POST',
    path: 'customer/update/validate',
    body: CustomerBody,
    token: true,
    response: Ack,
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;
