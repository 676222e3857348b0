import type { Root } from 'react-dom/client';
import { isLeft } from 'fp-ts/Either';
import type { ApiRequests } from '../../api/requests';
import { loadPhrases } from '../../i18n';
import { createTranslator } from '../../i18n/polyglot';
import type { Lang } from '../../kernel/brands';
import { supportEmailOf } from '../../engine/shell-data';
import { BootFailure } from './BootScreens';

/**
 * The configuration failed with a server error: the failure screen says so as every 500 message
 * does (000 §8), prefix, support address, suffix. Without the configuration the address is the
 * meta data's (index.html asked for it already). A chunk of its own with the texts it needs, so a
 * start-up that works downloads none of it; with no address to be had, the screen keeps its
 * general words.
 */
export async function showSupportContact(root: Root, requests: ApiRequests, lang: Lang, retry: string | undefined): Promise<void> {
  const [meta, phrases] = await Promise.all([requests.request('metaData'), loadPhrases(lang, 'rest')]);
  const email = isLeft(meta) ? '' : supportEmailOf({}, meta.right);
  if (!email) return;
  const { t } = createTranslator(lang, phrases);
  const heading = (
    <>
      {t('message.serverErrorPrefix')}{' '}
      <a href={`mailto:${email}`} title={t('message.serverErrorLinkTitle', { email })}>
        {email}
      </a>{' '}
      {t('message.serverErrorSuffix')}
    </>
  );
  root.render(<BootFailure heading={heading} retry={retry} />);
}
