-- Designers' 業績 and pay (issue 40): the store's commission rule sets, each from its date on, and the months closed for payroll with their totals.
CREATE TABLE "commission_rules" (
	"store_id" uuid NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"rules" jsonb NOT NULL,
	"staff_id" uuid,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_rules_store_id_effective_from_pk" PRIMARY KEY("store_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "performance_closings" (
	"store_id" uuid NOT NULL,
	"month" text NOT NULL,
	"totals" jsonb NOT NULL,
	"staff_id" uuid,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "performance_closings_store_id_month_pk" PRIMARY KEY("store_id","month"),
	CONSTRAINT "performance_closings_month" CHECK ("performance_closings"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_closings" ADD CONSTRAINT "performance_closings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_closings" ADD CONSTRAINT "performance_closings_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;