-- The inbox of online bookings: when each member of staff last looked (one row per member, moved forward by POST /staff/inbox/seen).
CREATE TABLE "staff_inbox_seen" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_inbox_seen" ADD CONSTRAINT "staff_inbox_seen_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;