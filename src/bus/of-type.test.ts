import { from, toArray, lastValueFrom } from 'rxjs';
import type { Command } from '../messages';
import { ofType } from './of-type';

describe('ofType', () => {
  const commands: Command[] = [
    { type: 'ClearCart' },
    { type: 'RemoveCartLine', lineId: 'a' },
    { type: 'DismissNotice', noticeId: 'n' },
    { type: 'SetRequestInvoice', requestInvoice: false },
    { type: 'RemoveCartLine', lineId: 'b' },
  ];

  it('keeps only the named types, in order', async () => {
    const kept = await lastValueFrom(from(commands).pipe(ofType('RemoveCartLine', 'SetRequestInvoice'), toArray()));
    expect(kept).toEqual([commands[1], commands[3], commands[4]]);
  });

  it('narrows the union: fields of the chosen command are reachable without a cast', async () => {
    const ids = await lastValueFrom(from(commands).pipe(ofType('RemoveCartLine'), toArray()));
    expect(ids.map((c) => c.lineId)).toEqual(['a', 'b']);
  });

  it('with no types keeps nothing', async () => {
    expect(await lastValueFrom(from(commands).pipe(ofType(), toArray()))).toEqual([]);
  });
});
