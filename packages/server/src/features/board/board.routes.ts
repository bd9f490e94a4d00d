import {
  access,
  boardMoveBodySchema,
  boardMoveReplySchema,
  boardQuerySchema,
  boardReplySchema,
  shopToday,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { typedReplySerializer } from '../../platform/plugins/typed-reply.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { moveBoardCard } from './board-move.service.ts';
import { readBoard } from './board.service.ts';

/** The production board: staff read it and move cards; customers and machines see no board. */
export async function boardRoutes(app: App) {
  const today = () => shopToday(app.config.shopTimeZone);

  app.get(
    '/api/board',
    {
      config: { access: access.board },
      schema: {
        description:
          "The production board: each column's card count under the filters and a page of its cards (every column's first page, or one column's page).",
        querystring: boardQuerySchema,
        response: { 200: boardReplySchema },
      },
      // Fifty open boards refetch after every move: the cards are built field by field already.
      serializerCompiler: typedReplySerializer,
    },
    async (request) => readBoard(await readDb(request, { current: true }), request.query, today()),
  );

  app.post(
    '/api/board/move',
    {
      config: { access: access.board },
      schema: {
        description:
          "Moves a job's card to a column: checks that stage with the shop's today, as a backlog save. Backwards needs confirm (409 without it, naming the stages it would uncheck); Shipped is no target (ship on the Shipping page).",
        body: boardMoveBodySchema,
        response: { 200: boardMoveReplySchema },
      },
    },
    async (request) => moveBoardCard(app.db, request.user!, request.body, today()),
  );
}
