import { ticketsArea } from './tickets';
import { merchandiseArea } from './merchandise';
import { vouchersArea } from './vouchers';
import { toursArea } from './tours';
import { customerArea } from './customer';
import { paymentArea } from './payment';
import { mergeEpics, type AppEpic } from '../../engine/epics';
import { coreEpics } from '../../engine/core-epics';
import { corePart } from '../../engine/core';
import { areaHandles } from '../../engine/area-manifest';
import type { RootState } from '../../engine/root-state';
import { createLogModel } from '../../event-log/parts';

/**
 * Every area, imported statically: for Node (the replay CLI, the benchmark, tests), which
 * registers them all before reading a log, so a replay there folds everything in one pass.
 * The browser never imports this module (src/app/areas/index.ts loads areas lazily).
 */
export const allAreas = [ticketsArea, merchandiseArea, vouchersArea, toursArea, customerArea, paymentArea] as const;
export { ticketsArea, merchandiseArea, vouchersArea, toursArea, customerArea, paymentArea };

/** Every epic, core and areas, by name: what a runtime with every area registered runs. */
export const allEpics: Readonly<Record<string, AppEpic>> = mergeEpics(coreEpics, ...allAreas.map((area) => area.epics));

/** The fold with every part loaded: what the replay CLI and the benchmark replay into. */
export const rootFold = createLogModel<RootState>({ parts: [corePart, ...allAreas], handles: areaHandles });
