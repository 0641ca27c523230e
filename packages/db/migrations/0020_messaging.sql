CREATE TABLE "booking_link_uses" (
	"token_digest" "bytea" NOT NULL,
	"action" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_link_uses_token_digest_action_pk" PRIMARY KEY("token_digest","action")
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_opt_outs_recipient_channel_pk" PRIMARY KEY("recipient","channel")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"account_id" uuid,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"recipient" text NOT NULL,
	"provider" text,
	"provider_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_channel_check" CHECK ("notifications"."channel" in ('email', 'sms', 'whatsapp')),
	CONSTRAINT "notifications_language_check" CHECK ("notifications"."language" in ('en', 'hi')),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('queued', 'sent', 'delivered', 'failed', 'opted-out', 'skipped-quiet-hours'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "message_channels" text[] DEFAULT '{sms}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "reminder_offsets_hours" integer[] DEFAULT '{24,2}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "quiet_hours" jsonb DEFAULT '{"from":"21:00","to":"08:00"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_link_uses" ADD CONSTRAINT "booking_link_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_booking_idx" ON "notifications" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_status_idx" ON "notifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_provider_id_key" ON "notifications" USING btree ("provider","provider_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_language_check" CHECK ("accounts"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_message_channels_check" CHECK ("accounts"."message_channels" <@ array['sms', 'whatsapp']::text[]);