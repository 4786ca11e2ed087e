-- Decision 061: the outbox is now pg-boss's job table; its pending rows were moved there at
-- start-up (db/job-queue.ts, moveOutboxRows) before this migration runs.
DROP TABLE "outbox" CASCADE;