import { mainButton, plainButton } from '../common/styles';
import type { DeskAction } from '../common/useDeskAction';
import { type LiveArticle, useSetLiveMutation } from './liveDeskApi';

/** Starts the article's live page (readers' pages then ask for its updates every 10 s) or ends it. */
export function LiveToggle({ article, action }: { article: LiveArticle; action: DeskAction }) {
  const [setLive] = useSetLiveMutation();
  const live = !article.live;
  return (
    <p>
      <strong>{article.live ? 'यह पेज अभी लाइव है।' : 'यह पेज लाइव नहीं है।'}</strong>{' '}
      <button
        type="button"
        css={article.live ? plainButton : mainButton}
        disabled={action.busy}
        onClick={() =>
          action.run(
            () => setLive({ articleId: article.articleId, live }),
            live ? 'पेज लाइव हो गया: पाठक नए अपडेट अपने-आप देखेंगे।' : 'लाइव पेज समाप्त हुआ; अपडेट पेज पर बने रहेंगे।',
          )
        }
      >
        {article.live ? 'लाइव समाप्त करें' : 'लाइव शुरू करें'}
      </button>
    </p>
  );
}
