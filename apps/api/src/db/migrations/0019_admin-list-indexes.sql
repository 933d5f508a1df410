-- The back office's trial and pre-order filters (issue 16) look for orders with a piece of that
-- category. Most pieces are plain ('piece'); without this index each such list read every piece
-- with its snapshot (28 MB at 10,000 orders). docs/benchmarks.md has the figures.
CREATE INDEX "order_pieces_category_idx" ON "order_pieces" USING btree ("category","order_id") WHERE "order_pieces"."category" <> 'piece';