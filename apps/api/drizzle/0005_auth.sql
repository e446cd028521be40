CREATE TABLE "customer_passwords" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_passwords_attempts_range" CHECK ("customer_passwords"."attempts" >= 0 AND "customer_passwords"."attempts" <= 5)
);
--> statement-breakpoint
CREATE TABLE "line_logins" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"line_user_id" text NOT NULL,
	"name" text,
	"picture" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"store_id" uuid NOT NULL,
	"phone_e164" text NOT NULL,
	"id" uuid NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "otp_codes_store_id_phone_e164_pk" PRIMARY KEY("store_id","phone_e164"),
	CONSTRAINT "otp_codes_attempts_range" CHECK ("otp_codes"."attempts" >= 0 AND "otp_codes"."attempts" <= 5)
);
--> statement-breakpoint
CREATE TABLE "otp_phones" (
	"phone_e164" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_e164" text NOT NULL,
	"store_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"phone_e164" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_passwords" ADD CONSTRAINT "customer_passwords_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_logins" ADD CONSTRAINT "line_logins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD CONSTRAINT "otp_sends_phone_e164_otp_phones_phone_e164_fk" FOREIGN KEY ("phone_e164") REFERENCES "public"."otp_phones"("phone_e164") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD CONSTRAINT "otp_sends_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_sessions" ADD CONSTRAINT "phone_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_logins_store_user" ON "line_logins" USING btree ("store_id","line_user_id");--> statement-breakpoint
CREATE INDEX "otp_sends_phone_time" ON "otp_sends" USING btree ("phone_e164","sent_at");--> statement-breakpoint
CREATE INDEX "phone_sessions_store_phone" ON "phone_sessions" USING btree ("store_id","phone_e164");