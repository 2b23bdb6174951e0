import type { PushKey, PushTopic } from '@janmat/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { marked } from '../core/http/apiRoute';
import { handleError } from '../core/http/errors';
import { PUSH_MESSAGES as M } from './pushMessages';
import type { PushService } from './pushService';
import { checkedSubscription, isRenewal, MAX_ENDPOINT } from './subscriptionInput';
import { deleteSubscription, replaceSubscription, saveSubscription } from './subscriptionStore';

/** A subscription is a few hundred bytes; anything much larger is not one. */
const SUBSCRIPTION_BODY_LIMIT = 4096;
const RATE_GROUP = 'push-subscriptions';

interface PushRouteDeps {
  db: Db;
  config: Pick<ServerConfig, 'push'>;
  push: PushService;
}

/** A body over the limit is refused like any other bad subscription: a Hindi 400. */
function tooLargeIs400(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(400).send({ message: M.tooLarge });
  return handleError(error, request, reply);
}

/**
 * The readers' web push API (docs/push.md): the site's VAPID key, the topics, and a browser's
 * subscription kept (201 new, 200 its topics changed), renewed in the place of the one it `replaces`
 * (404 when that one is unknown and no topics came), or forgotten (204). Subscription writes are
 * limited per address (PUSH_SUBSCRIBE_MAX_PER_HOUR).
 */
export function pushRoutes(app: FastifyInstance, { db, config, push }: PushRouteDeps): void {
  const perHour = config.push.subscribesPerHour;
  const write = {
    bodyLimit: SUBSCRIPTION_BODY_LIMIT,
    errorHandler: tooLargeIs400,
    config: {
      dataClass: 'personal' as const,
      rateLimit: perHour > 0 ? { max: perHour, timeWindow: 3_600_000, groupId: RATE_GROUP } : (false as const),
    },
  };

  app.get('/api/push/key', marked('public'), async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { publicKey: push.publicKey } satisfies PushKey;
  });

  app.get('/api/push/topics', marked('public'), async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return (await push.topics()) satisfies PushTopic[];
  });

  app.post('/api/push/subscriptions', write, async (request, reply) => {
    const known = new Set((await push.topics()).map((topic) => topic.id));
    const input = checkedSubscription(request.body, config.push.serviceOrigins, known);
    if (!input.ok)
      return reply.code(400).send({ message: input.message, ...(input.errors ? { errors: input.errors } : {}) });
    const saved = isRenewal(input.value)
      ? await replaceSubscription(db, input.value)
      : { ...(await saveSubscription(db, input.value)), topics: input.value.topics };
    if (!saved) return reply.code(404).send({ message: M.replacedNotFound });
    return reply
      .code(saved.created ? 201 : 200)
      .send({ message: saved.created ? M.subscribed : M.topicsUpdated, topics: saved.topics });
  });

  app.delete('/api/push/subscriptions', write, async (request, reply) => {
    const body = request.body as { endpoint?: unknown } | undefined;
    // Any endpoint kept may be forgotten, even one at an origin no longer listed.
    const endpoint = body?.endpoint;
    if (typeof endpoint !== 'string' || endpoint === '' || endpoint.length > MAX_ENDPOINT)
      return reply.code(400).send({ message: M.notASubscription, errors: { endpoint: M.notASubscription } });
    await deleteSubscription(db, endpoint);
    return reply.code(204).send();
  });
}
