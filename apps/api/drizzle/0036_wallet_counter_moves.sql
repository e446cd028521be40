-- The wallet at the counter under the counter's word: "wallet_desk_moves" is "wallet_counter_moves", its key, constraints and indexes renamed with it. The rows are unchanged, and so are the value card ledger's refs 'desk:<move id>' (the ledger is append-only: the code keeps that stored prefix).
ALTER TABLE "wallet_desk_moves" RENAME TO "wallet_counter_moves";--> statement-breakpoint
ALTER TABLE "wallet_counter_moves" RENAME CONSTRAINT "wallet_desk_moves_pkey" TO "wallet_counter_moves_pkey";--> statement-breakpoint
ALTER TABLE "wallet_counter_moves" RENAME CONSTRAINT "wallet_desk_moves_idempotency" TO "wallet_counter_moves_idempotency";--> statement-breakpoint
ALTER TABLE "wallet_counter_moves" RENAME CONSTRAINT "wallet_desk_moves_kind" TO "wallet_counter_moves_kind";--> statement-breakpoint
ALTER TABLE "wallet_counter_moves" RENAME CONSTRAINT "wallet_desk_moves_store_id_stores_id_fk" TO "wallet_counter_moves_store_id_stores_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_counter_moves" RENAME CONSTRAINT "wallet_desk_moves_customer_id_customers_id_fk" TO "wallet_counter_moves_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_counter_moves" RENAME CONSTRAINT "wallet_desk_moves_staff_id_staff_members_id_fk" TO "wallet_counter_moves_staff_id_staff_members_id_fk";--> statement-breakpoint
ALTER INDEX "wallet_desk_moves_store_at" RENAME TO "wallet_counter_moves_store_at";--> statement-breakpoint
ALTER INDEX "wallet_desk_moves_customer" RENAME TO "wallet_counter_moves_customer";
