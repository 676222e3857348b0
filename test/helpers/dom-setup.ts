/**
 * Every component test (jest.config.js, the dom project). Testing Library's waits (findBy…,
 * waitFor) return as soon as what they wait for is there; their limit only says when to give
 * up. Its default of one second is less than a lazy screen or a busy moment on a shared 2-core
 * machine can take, and failed tests that were not wrong (docs/testing.md).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });
