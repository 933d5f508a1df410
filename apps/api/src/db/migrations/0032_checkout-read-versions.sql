-- A checkout read (issue 32) keeps its answer and compares, in one statement, the versions of what
-- the answer is made from. Each version moves in the transaction that makes the change, whatever
-- process, tool or statement makes it: a row's own version at every update of the row, and the
-- cart's in every transaction that writes its pieces or its lines.
ALTER TABLE "carts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "next_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "carts_next_version" BEFORE UPDATE ON "carts" FOR EACH ROW EXECUTE FUNCTION "next_row_version"();--> statement-breakpoint
CREATE TRIGGER "checkouts_next_version" BEFORE UPDATE ON "checkouts" FOR EACH ROW EXECUTE FUNCTION "next_row_version"();--> statement-breakpoint
-- After each statement that wrote pieces or lines, for each cart it wrote them of (the carts' own
-- trigger adds the one). Once in a transaction is enough, since what it writes is seen together
-- at its commit: a cart row this transaction wrote already (its xmin is this transaction's id) has
-- moved already, so adding a piece (three statements, then the cart's own row) moves it once.
CREATE FUNCTION "next_cart_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "carts" SET "version" = "version"
    WHERE "id" IN (SELECT "cart_id" FROM "new_rows") AND "xmin" <> pg_current_xact_id()::xid;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "carts" SET "version" = "version"
    WHERE "id" IN (SELECT "cart_id" FROM "new_rows" UNION SELECT "cart_id" FROM "old_rows") AND "xmin" <> pg_current_xact_id()::xid;
  ELSE
    UPDATE "carts" SET "version" = "version"
    WHERE "id" IN (SELECT "cart_id" FROM "old_rows") AND "xmin" <> pg_current_xact_id()::xid;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_pieces_inserted_next_cart_version" AFTER INSERT ON "cart_pieces" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_cart_version"();--> statement-breakpoint
CREATE TRIGGER "cart_pieces_updated_next_cart_version" AFTER UPDATE ON "cart_pieces" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_cart_version"();--> statement-breakpoint
CREATE TRIGGER "cart_pieces_deleted_next_cart_version" AFTER DELETE ON "cart_pieces" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_cart_version"();--> statement-breakpoint
CREATE TRIGGER "cart_lines_inserted_next_cart_version" AFTER INSERT ON "cart_lines" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_cart_version"();--> statement-breakpoint
CREATE TRIGGER "cart_lines_updated_next_cart_version" AFTER UPDATE ON "cart_lines" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_cart_version"();--> statement-breakpoint
CREATE TRIGGER "cart_lines_deleted_next_cart_version" AFTER DELETE ON "cart_lines" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "next_cart_version"();
