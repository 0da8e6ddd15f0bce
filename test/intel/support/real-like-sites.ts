/**
 * Whole-site reconstructions (test/fixtures/real-like-sites/, see its README): ten companies, each a
 * home page, a features/product page and a pricing page, with what a careful analyst reading the
 * three pages would write down — name, headline, description, every plan, the features they would
 * list (and what must never be listed: navigation, footer links, FAQ questions, testimonials, CTA
 * and cookie text) and the signals with their values. **Written before the engine was run on these
 * pages** (the fourth held-out round, docs/intel.md).
 *
 * Scoring (`scoreSite`): features by recall (of `features`) and precision (extracted features that
 * are in `features` or `alsoOk` over all extracted), plus a count of forbidden hits (`notFeatures`);
 * signals as units — a compliance signal per label, every other kind once — by recall and precision
 * (a unit counts as right when its kind is expected, and its value too when one is given; a kind in
 * `notSignals` is wrong); headline and description exact (whitespace collapsed); plans as in the
 * pricing-page corpus (found / exact / wrong).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SignalKind, SiteFacts } from "../../../src/intel/facts.ts";
import type { PageInput } from "../../../src/intel/page.ts";
import { keyOf } from "../../../src/intel/extract/text.ts";
import { shape, type WantPlan } from "./real-like.ts";

export const SITES_DIR = join(import.meta.dir, "../../fixtures/real-like-sites");

export interface WantSignal {
  kind: SignalKind;
  /** For compliance: the standard ("SOC 2", "ISO 27001", "HIPAA", "GDPR", "PCI DSS", "CCPA"). */
  label?: string;
  /** The number the signal must carry (customers, logos, trial days, uptime percent). */
  value?: number;
}

export interface SiteCase {
  dir: string;
  /** The real host the site imitates (pages are read at https://<host><path>). */
  host: string;
  /** path → file in the site's directory; the first is the home page. */
  pages: [string, string][];
  /** Acceptable names (the first is what an analyst writes). */
  name: string[];
  headline: string;
  /** Acceptable descriptions: the meta description, and the hero subhead where that reads better. */
  description: string[];
  plans: WantPlan[];
  features: string[];
  /** Reasonable to list but not required (limits such as "Up to 3 sites", section names). */
  alsoOk: string[];
  /**
   * Bullets the analyst listed as features that issue 25 calls a plan's limits ("Unlimited staff
   * users" beside "1 staff user": the top of a quantity the plans differ by): they must be among
   * the plans' `limits`, and are no longer expected in the feature list (docs/intel.md).
   */
  limits?: string[];
  notFeatures: string[];
  signals: WantSignal[];
  notSignals: SignalKind[];
  usage?: boolean;
  /** Second batch: written after the first batch's engine work, expectations before the engine was run on it. */
  batch2?: boolean;
  /** Third batch: two sites written after all the engine work, expectations before the engine was run on them. */
  batch3?: boolean;
  /** Fourth batch: two more sites (HubSpot CMS, Bootstrap/Rails), expectations before the engine was run on them. */
  batch4?: boolean;
  /** Fifth batch: Lattice and Deel, expectations before the engine was run on them. */
  batch5?: boolean;
}

const paid = (name: string, amount: number, annual: number | null, per_user = false, extra: Partial<WantPlan> = {}): WantPlan => ({
  name, amount, annual_amount: annual, currency: "USD", period: "month", per_user, ...extra,
});
const free = (name: string, per_user = false): WantPlan => ({ name, amount: 0, currency: "USD", period: "month", per_user, free: true });
const contact = (name: string): WantPlan => ({ name, amount: null, currency: null, period: null, per_user: false, contact_sales: true });
const std = (home: string, features: string, pricing: string): [string, string][] => [[home, "index.html"], [features, "features.html"], [pricing, "pricing.html"]];

export const SITE_CASES: SiteCase[] = [
  {
    dir: "plausible", host: "plausible.io", pages: std("/", "/features", "/pricing"),
    name: ["Plausible Analytics", "Plausible"],
    headline: "Easy to use and privacy-friendly Google Analytics alternative",
    description: ["Plausible is intuitive, lightweight and open source web analytics. No cookies and fully compliant with GDPR, CCPA and PECR. Made and hosted in the EU."],
    plans: [paid("Starter", 9, 7.5, false, { trial_days: 30 }), paid("Growth", 14, 11.67, false, { trial_days: 30 }), paid("Business", 19, 15.83, false, { trial_days: 30 }), contact("Enterprise")],
    features: [
      "Clutter free", "Lightweight", "Privacy focused", "Own your data",
      "Real-time dashboard", "Top referral sources", "Shared and public dashboards", "Goal conversions", "Funnel analysis", "UTM campaign tracking",
      "Ecommerce revenue attribution", "Google Search Console integration", "Email and Slack reports", "No cookies", "EU data hosting", "Stats API",
      "Intuitive, fast and privacy-friendly dashboard", "Email/Slack reports", "Google Analytics import", "Goals and custom events", "Team accounts", "Shared links",
      "Shared links embedded", "Saved segments", "Funnels", "Priority support", "Sites API access for reselling", "Single Sign-On (SSO)", "Managed proxy", "Dedicated account manager",
    ],
    alsoOk: ["Up to 10k monthly pageviews", "1 site", "3 years of data retention", "Up to 3 sites", "Up to 10 sites", "5 years of data retention", "10+ sites", "Dashboard", "Marketing and conversions", "Privacy and compliance"],
    notFeatures: ["Features", "Pricing", "Blog", "Docs", "Login", "Start free trial", "Start your free trial", "View live demo", "Why Plausible?", "Loved by site owners", "Ready to get started?", "Frequently asked questions", "What happens if I go over my page views limit?", "Is there a free plan?", "vs Google Analytics", "Privacy policy", "Terms and conditions", "Footer", "Comparisons", "Company", "Legal", "Start your 30-day free trial today", "Trusted by 14,000+ paying subscribers", "paying subscribers", "Most popular", "Simple metrics", "Lightweight script", "All features", "Contact us"],
    signals: [{ kind: "customer_count", value: 14000 }, { kind: "logo_wall", value: 6 }, { kind: "compliance", label: "GDPR" }, { kind: "compliance", label: "CCPA" }, { kind: "free_trial", value: 30 }, { kind: "sso" }, { kind: "enterprise" }],
    notSignals: ["free_plan", "careers", "demo"],
  },
  {
    dir: "ghost", host: "ghost.org", pages: std("/", "/features/", "/pricing/"),
    name: ["Ghost"],
    headline: "Turn your audience into a business.",
    description: ["Beautiful, modern publishing with newsletters and premium subscriptions built-in. Used by Platformer, 404Media, Lever News, Tangle, The Browser, and thousands more.", "Ghost is a powerful app for professional publishers to create, share, and grow a business around their content."],
    plans: [paid("Starter", 18, 15, false, { trial_days: 14 }), paid("Publisher", 35, 29, false, { trial_days: 14 }), paid("Business", 239, 199, false, { trial_days: 14 }), contact("Custom")],
    features: [
      "Modern publishing", "Email newsletters", "Paid subscriptions", "Built-in growth tools",
      "Rich editor", "Custom themes", "Built-in SEO", "Multiple newsletters", "Email analytics", "Member segmentation", "Recommendations", "Comments", "Content API", "Webhooks", "Open source",
      "Official themes", "Newsletters and paid subscriptions", "0% transaction fees", "Basic support", "Custom integrations", "Advanced analytics", "Email support", "99.9% uptime SLA",
      "Priority support", "Dedicated account manager", "Single sign-on (SAML)", "Custom invoicing",
      "Custom domain", "Remove Ghost branding", "Uptime SLA",
    ],
    limits: ["Unlimited staff users"],
    alsoOk: ["1 staff user", "3 staff users", "15 staff users", "Staff users", "Publishing", "Newsletters", "Memberships", "Developers", "Creator-first publishing", "Independent technology for independent creators"],
    notFeatures: ["Publishers love Ghost", "Start publishing with Ghost today", "Compare plans", "Frequently asked questions", "What happens when my free trial ends?", "Sign in", "Start free trial", "Self-host Ghost", "Product", "Resources", "Showcase", "Pricing", "About", "Careers", "Terms of service", "Legal", "Features", "Simple, transparent pricing", "$100M+", "stars on GitHub", "Most popular", "Integrations", "Themes", "Migrate"],
    signals: [{ kind: "logo_wall", value: 7 }, { kind: "sla", value: 99.9 }, { kind: "sso" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_trial", value: 14 }],
    notSignals: ["customer_count", "free_plan", "compliance"],
  },
  {
    dir: "retool", host: "retool.com", pages: std("/", "/products/apps", "/pricing"),
    name: ["Retool"],
    headline: "Build internal software better, with AI",
    description: ["Retool is the fastest way to build internal software. Use Retool's building blocks to build apps, agents and workflows on top of your data, with AI and code when you need it."],
    plans: [free("Free"), paid("Team", 12, 10, true, { trial_days: 14 }), paid("Business", 65, 50, true, { trial_days: 14 }), contact("Enterprise")],
    features: [
      "Apps", "Agents", "Workflows", "Database",
      "100+ prebuilt components", "Connect to any database or API", "JavaScript everywhere", "Version control with Git", "Granular permissions", "Self-hosted deployment", "AI-assisted app building", "Mobile apps",
      "Unlimited web and mobile apps", "Community support", "Staging environment", "Release versions", "App themes", "Audit logging", "Custom SSO with SAML",
      "Portals for external users", "Source control", "Custom branding", "Dedicated support", "Deploy on-premises",
      "Environments", "Release management", "SAML SSO", "Audit logs",
    ],
    limits: ["Unlimited workflow runs"],
    alsoOk: ["500 workflow runs per month", "Up to 5 users", "Enterprise-grade security"],
    notFeatures: ["Start building today", "Ready to build?", "Compare plans", "Frequently asked questions", "What is the difference between a standard user and an end user?", "Can I self-host Retool?", "We value your privacy", "Cookie settings", "Accept all cookies", "Reject all", "Book a demo", "Start for free", "Start free trial", "Log in", "Product", "Solutions", "Customers", "Docs", "Pricing", "Careers", "Introducing Retool Agents", "Build internal tools, remarkably fast", "One platform for all your internal software", "Everything you need to build business software", "Explore Apps", "Most popular"],
    signals: [{ kind: "customer_count", value: 10000 }, { kind: "logo_wall", value: 8 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "HIPAA" }, { kind: "compliance", label: "GDPR" }, { kind: "sso" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_trial", value: 14 }, { kind: "free_plan" }],
    notSignals: [],
  },
  {
    dir: "planetscale", host: "planetscale.com", pages: std("/", "/features", "/pricing"),
    name: ["PlanetScale"],
    headline: "The world's fastest and most scalable cloud databases",
    description: ["PlanetScale is the world's fastest and most scalable cloud database platform. Vitess and Postgres on the fastest hardware, with unlimited IOPS."],
    plans: [paid("Scaler Pro", 39, null), paid("Metal", 609, null), contact("Enterprise")],
    usage: true,
    features: [
      "PlanetScale Metal", "Horizontal sharding", "Database branching", "Query Insights", "High availability", "Online schema changes",
      "Branching", "Deploy requests", "Schema revert", "Read replicas", "Connection pooling", "Automatic backups", "Audit log",
      "1 primary and 2 replicas", "Automatic failover", "Branching and deploy requests", "Unlimited IOPS", "Sub-millisecond reads", "Managed in your AWS or GCP account", "SAML SSO", "99.999% SLA", "Dedicated support team",
    ],
    alsoOk: ["10 GB storage included", "Developer workflow", "Performance and scale", "Observability", "Security and compliance"],
    notFeatures: ["Cluster sizes", "Why PlanetScale", "Need something custom?", "Frequently asked questions", "Is there a free plan?", "Do you offer SSO?", "Get started", "Talk to sales", "Contact us", "Book a meeting", "Sign in", "Docs", "Blog", "Changelog", "Customers", "Careers", "PS-10", "Size", "Price"],
    signals: [{ kind: "logo_wall", value: 6 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "HIPAA" }, { kind: "compliance", label: "PCI DSS" }, { kind: "sso" }, { kind: "sla", value: 99.999 }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }],
    notSignals: ["free_plan", "customer_count", "free_trial"],
  },
  {
    dir: "render", host: "render.com", pages: std("/", "/platform", "/pricing"),
    name: ["Render"],
    headline: "Your fastest path to production",
    description: ["On Render, you can build, deploy, and scale your apps with unparalleled ease – from your first user to your billionth.", "Build, deploy, and scale your apps with unparalleled ease – from your first user to your billionth."],
    plans: [free("Hobby", true), paid("Professional", 19, null, true), paid("Organization", 29, null, true), contact("Enterprise")],
    usage: true,
    features: [
      "Automatic Git deploys", "Managed Postgres", "Preview environments", "Autoscaling", "Private networking", "Free TLS certificates",
      "Web services", "Static sites", "Background workers", "Cron jobs", "Render Postgres", "Render Key Value", "Zero-downtime deploys", "Infrastructure as code", "Logs and metrics",
      "Deploy full-stack apps", "Custom domains", "Global CDN", "Community support", "Horizontal autoscaling", "Isolated environments", "Chat support", "Audit logs",
      "SOC 2 Type II report", "HIPAA-enabled workspaces", "SAML SSO and SCIM", "Guaranteed uptime SLA", "Premium support",
    ],
    limits: ["Unlimited team members"],
    alsoOk: ["Up to 10 team members", "Services", "Operations", "Enterprise-ready"],
    notFeatures: ["Click, click, done", "Deploy your first app in minutes", "Compute", "FAQ", "Do I need a paid workspace plan to deploy?", "Is Render SOC 2 compliant?", "Workspace plans", "Get Started for Free", "Get started", "Talk to sales", "Contact Sales", "Sign In", "Pricing", "Customers", "Docs", "Changelog", "Blog", "Enterprise", "Careers", "Press", "Starter", "Standard", "Decline", "Accept", "Visit the Trust Center", "Instance type"],
    signals: [{ kind: "customer_count", value: 3_000_000 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "ISO 27001" }, { kind: "compliance", label: "HIPAA" }, { kind: "compliance", label: "GDPR" }, { kind: "sso" }, { kind: "sla" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }],
    notSignals: ["free_trial"],
  },
  {
    dir: "calcom", host: "cal.com", pages: std("/", "/features", "/pricing"),
    name: ["Cal.com"],
    headline: "The better way to schedule your meetings",
    description: ["A fully customizable scheduling software for individuals, businesses taking calls and developers building scheduling platforms where users meet users."],
    plans: [free("Free", true), paid("Teams", 15, null, true, { trial_days: 14 }), paid("Organizations", 37, null, true), contact("Enterprise")],
    features: [
      "Round-robin scheduling", "Routing forms", "Workflows", "Embeds",
      "Multiple calendars", "Buffer times", "Collective events", "Recurring events", "Video conferencing", "Payments with Stripe", "CRM sync",
      "Unlimited calendars", "Unlimited event types", "Accept payments", "Team workflows", "Remove branding", "Organization subdomain", "SAML SSO and SCIM",
      "Domain-wide delegation", "Advanced analytics", "Dedicated database", "99.99% uptime SLA", "Dedicated support",
    ],
    alsoOk: ["1 user", "Scheduling", "Integrations", "Connect your calendar", "Set your availability", "Choose how to meet"],
    notFeatures: ["With us, appointment scheduling is easy", "Your all-purpose scheduling app", "Built with security in mind", "See why our users love Cal.com", "Smarter, simpler scheduling", "Frequently asked questions", "Is Cal.com open source?", "Can I self-host Cal.com?", "20,000+", "40k+", "GitHub stars", "Sign up with Google", "Sign up with email", "Get started", "Talk to sales", "Solutions", "Enterprise", "Pricing", "Developer", "Blog", "Sign in", "Jobs", "Cal.com launches v5.9", "Guillermo Rauch", "CEO, Vercel", "Try for free for 14 days", "Contact us", "Great for teams", "Great for individuals", "Monthly", "Yearly", "Save 20%"],
    signals: [{ kind: "customer_count", value: 20000 }, { kind: "logo_wall", value: 6 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "HIPAA" }, { kind: "compliance", label: "ISO 27001" }, { kind: "compliance", label: "GDPR" }, { kind: "sso" }, { kind: "sla", value: 99.99 }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }, { kind: "free_trial", value: 14 }],
    notSignals: [],
  },
  {
    dir: "pitch", host: "pitch.com", pages: std("/", "/features", "/pricing"),
    name: ["Pitch"],
    headline: "Presentations that move work forward",
    description: ["Pitch is the presentation software for modern teams. Create beautiful decks in minutes with AI, collaborate in real time, and share them with a link."],
    plans: [free("Free"), paid("Pro", 25, 20, false, { trial_days: 14 }), paid("Business", 100, 80, false, { trial_days: 14 }), contact("Enterprise")],
    features: [
      "AI presentation maker", "Real-time collaboration", "Custom templates", "Presentation analytics",
      "Smart layouts", "Charts and data", "Comments and reactions", "Slide assignments", "Shareable links", "Export to PDF and PowerPoint",
      "Unlimited presentations", "Pitch AI credits", "Custom fonts", "Version history", "Custom domains for links", "Advanced access controls", "Priority support",
      "SAML SSO", "SCIM provisioning", "Dedicated customer success manager", "Custom contract",
    ],
    alsoOk: ["Up to 2 editors", "Includes 2 members, additional members $10/month", "Includes 5 members", "Create", "Collaborate", "Share", "Secure by design"],
    notFeatures: ["Everything your team needs to present", "Ready to create your first presentation?", "Pricing FAQ", "What counts as a member?", "Can I switch plans?", "Plans for every team", "Used by more than 1 million teams worldwide", "Manage preferences", "Accept", "Deny", "Sign up for free", "Get started for free", "Try Pitch AI", "Contact sales", "Book a demo", "Templates", "Use cases", "Enterprise", "Log in", "About us", "Careers", "Press", "Imprint", "Product", "Company", "Legal", "Try Pro free for 14 days", "Free forever"],
    signals: [{ kind: "customer_count", value: 1_000_000 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "GDPR" }, { kind: "sso" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }, { kind: "free_trial", value: 14 }],
    notSignals: [],
  },
  {
    dir: "tally", host: "tally.so", pages: std("/", "/features", "/pricing"),
    name: ["Tally", "Tally Forms"],
    headline: "The simplest way to create forms",
    description: ["Tally is the simplest way to create free forms & surveys. Create any type of form in seconds, without knowing how to code, and for free."],
    plans: [free("Free"), paid("Pro", 29, 24), paid("Business", 89, 74)],
    features: [
      "Unlimited forms and submissions", "Conditional logic", "Collect payments", "File uploads", "Integrations", "Privacy-friendly",
      "Form blocks", "Calculated fields", "Hidden fields", "Custom domains", "Partial submissions", "Email notifications", "Team collaboration",
      "Unlimited forms", "Unlimited submissions", "Remove Tally branding", "Data retention controls", "Verified email addresses", "Form analytics", "Priority support",
    ],
    alsoOk: ["File uploads up to 10 MB", "Build", "Collect", "A form builder like no other"],
    notFeatures: ["What our users say", "Start creating forms for free", "Questions?", "Is Tally really free?", "Frequently asked questions", "Why is Tally free?", "Is Tally GDPR compliant?", "Create a free form", "No signup required", "Log in", "Sign up", "Templates", "Help", "What's new", "Get Pro", "Get Business", "Popular", "Made with ♥ in Belgium", "About us", "Privacy policy", "Help center", "Free forever"],
    signals: [{ kind: "customer_count", value: 500_000 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "GDPR" }, { kind: "free_plan" }],
    notSignals: ["free_trial", "demo", "sso", "careers"],
  },
  {
    dir: "helpscout", host: "www.helpscout.com", pages: std("/", "/product/", "/pricing/"),
    name: ["Help Scout"],
    headline: "The customer support platform your team will love",
    description: ["Help Scout is a customer support platform with a shared inbox, help center, live chat and AI features that help growing teams deliver great customer service."],
    plans: [free("Free"), paid("Standard", 55, 50, false, { trial_days: 15 }), paid("Plus", 83, 75, false, { trial_days: 15 }), contact("Pro")],
    usage: true,
    features: [
      "Shared Inbox", "Help Center", "Live Chat", "AI Answers",
      "Saved replies", "Workflows", "Collision detection", "AI Drafts", "AI Summarize", "Reporting", "Customer satisfaction ratings", "Customer profiles",
      "Unlimited users", "Salesforce and Jira integrations", "Custom fields", "Advanced permissions", "HIPAA compliance", "Single sign-on (SAML)", "Dedicated account manager",
    ],
    alsoOk: ["1 Inbox", "1 Help Center", "2 Inboxes", "5 Inboxes", "25 Inboxes", "Inbox", "AI", "Insights", "Security you can trust"],
    notFeatures: ["What our customers say", "One platform, every channel", "Try Help Scout free for 15 days", "Frequently Asked Questions", "What is a contact?", "Do you offer discounts for non-profits?", "Plans that grow with you", "Get a Demo", "Start Free Trial", "Request a Demo", "Get Started", "Log In", "Skip to content", "Got it", "Product", "Pricing", "Customers", "Resources", "About Us", "Careers", "Our Team", "Contact", "Privacy", "Terms of Service", "Security", "Integrations", "faster first response time", "Most Popular"],
    signals: [{ kind: "customer_count", value: 12000 }, { kind: "logo_wall", value: 6 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "HIPAA" }, { kind: "compliance", label: "GDPR" }, { kind: "sso" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "team_page" }, { kind: "free_trial", value: 15 }, { kind: "free_plan" }],
    notSignals: [],
  },
  {
    dir: "netlify", host: "www.netlify.com", pages: std("/", "/platform/", "/pricing/"),
    name: ["Netlify"],
    headline: "Push your ideas to the web",
    description: ["Realize the speed, agility and performance of a scalable, composable web architecture with Netlify. Explore the composable web platform now!", "Build and deploy modern web projects, from AI-generated apps to enterprise sites. Netlify gives you the infrastructure, workflows and speed to ship."],
    plans: [free("Free"), paid("Personal", 9, null), paid("Pro", 20, null, true), contact("Enterprise")],
    usage: true,
    features: [
      "Deploy previews", "Serverless functions", "Global edge network", "Instant rollbacks",
      "Continuous deployment", "Framework support", "Build plugins", "Edge functions", "Background functions", "Netlify Blobs", "Image CDN", "Role-based access control",
      "Custom domains with SSL", "Smart secret detection", "7-day observability", "Private organization repos", "Shared environment variables", "30-day observability",
      "SSO with SAML", "99.99% uptime SLA", "High-performance edge network", "Dedicated support",
    ],
    alsoOk: ["300 credits/month", "1,000 credits/month", "3,000 credits/month", "Build", "Run", "Collaborate", "Ready for enterprise"],
    notFeatures: ["Everything you need to build for the web", "How credits are used", "FAQ", "What happens if I run out of credits on Free?", "Do you offer a free trial of Enterprise?", "Our customers", "Deploy to Netlify", "Request a demo", "Contact sales", "Sign up", "Log in", "Contact", "Platform", "Solutions", "Customers", "Docs", "Pricing", "Careers", "Press", "Trust center", "Production deploy", "Bandwidth", "Web requests", "sites and apps deployed", "Accept", "Decline", "Most popular"],
    signals: [{ kind: "customer_count", value: 5_000_000 }, { kind: "logo_wall", value: 6 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "ISO 27001" }, { kind: "compliance", label: "HIPAA" }, { kind: "sso" }, { kind: "sla", value: 99.99 }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }],
    notSignals: [],
  },
  // Second batch (written after the first batch's engine work; expectations before any run on it).
  {
    dir: "front", host: "front.com", pages: std("/", "/product/shared-inbox", "/pricing"), batch2: true,
    name: ["Front"],
    headline: "Exceptional customer service, at scale",
    description: ["Front is the customer service platform that combines the efficiency of a help desk with the familiarity of email — so teams can deliver exceptional support at scale."],
    plans: [paid("Starter", 25, 19, true, { trial_days: 7 }), paid("Growth", 79, 59, true, { trial_days: 7 }), paid("Scale", 99, 99, true, { trial_days: 7 }), paid("Premier", 229, 229, true, { trial_days: 7 })],
    features: [
      "Omnichannel inbox", "Intelligent routing", "AI Copilot", "SLA management",
      "Comments and mentions", "Shared drafts", "Collision alerts", "Rules and workflows", "Message templates", "Analytics dashboards",
      "Shared inbox", "Help center", "Live chat", "Advanced rules and workflows", "Customer satisfaction surveys", "Skills-based routing", "Single sign-on (SSO)", "HIPAA compliance", "Dedicated success manager", "Custom data retention",
    ],
    alsoOk: ["Collaborate without forwarding", "Work smarter with automation"],
    notFeatures: ["The efficiency of a help desk. The familiarity of email", "See Front in action", "Ready to transform your customer operations?", "Frequently asked questions", "What is a seat?", "Can I get a discount?", "Plans for teams of every size", "Get a demo", "Try free", "Start free trial", "Log in", "Product", "Solutions", "Customers", "Pricing", "About", "Careers", "Security", "Privacy", "Terms", "41%", "4.7/5", "50+", "faster response times", "integrations", "Front made our support team twice as productive and our customers notice", "Maria Lopez", "Most popular", "Annual only", "Billed annually", "Billed monthly", "Read more"],
    signals: [{ kind: "customer_count", value: 8500 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "GDPR" }, { kind: "compliance", label: "HIPAA" }, { kind: "sso" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_trial", value: 7 }],
    notSignals: ["free_plan"],
  },
  {
    dir: "mixpanel", host: "mixpanel.com", pages: std("/", "/product/", "/pricing/"), batch2: true, usage: true,
    name: ["Mixpanel"],
    headline: "Progress is powered by data",
    description: ["Mixpanel is a digital analytics platform that helps companies measure what matters, make decisions fast, and build better products through data."],
    plans: [free("Free"), paid("Growth", 0, null), contact("Enterprise")],
    features: [
      "Self-serve reports", "Session Replay", "Warehouse connectors", "Spark AI",
      "Insights", "Funnels", "Retention", "Flows", "Experiments", "Metric Trees", "Data Pipelines",
      "Core reports", "Unlimited seats", "Community support", "Group Analytics add-on", "Data Pipelines add-on", "Unlimited saved reports", "Email support", "SSO with SAML", "Data governance", "Dedicated customer success manager", "99.9% uptime SLA",
    ],
    alsoOk: ["10K monthly session replays", "Core reports", "Beyond reports", "Enterprise-grade security and privacy"],
    notFeatures: ["Trustworthy answers in seconds", "Get started with Mixpanel for free", "Pricing FAQ", "What counts as an event?", "Is there a free trial of Enterprise?", "Your privacy choices", "Accept all", "Reject all", "Analyze", "Act", "Products", "Solutions", "Customers", "Docs", "Pricing", "Log in", "Contact sales", "Get started free", "Watch a demo", "Overview", "About us", "Jobs", "Press", "Product", "Company", "Plans that scale with you"],
    signals: [{ kind: "customer_count", value: 29000 }, { kind: "logo_wall", value: 7 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "ISO 27001" }, { kind: "compliance", label: "HIPAA" }, { kind: "compliance", label: "GDPR" }, { kind: "compliance", label: "CCPA" }, { kind: "sso" }, { kind: "sla", value: 99.9 }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }],
    notSignals: ["free_trial"],
  },
  {
    dir: "attio", host: "attio.com", pages: std("/", "/platform/data-model", "/pricing"), batch2: true,
    name: ["Attio"],
    headline: "Customer relationship magic.",
    description: ["Attio is the AI-native CRM that builds, scales and grows your company to the next level."],
    plans: [free("Free", true), paid("Plus", 36, 29, true), paid("Pro", 86, 69, true, { trial_days: 14 }), contact("Enterprise")],
    features: [
      "Custom objects", "Automatic data enrichment", "Email and calendar sync", "Workflows", "Reporting", "Ask Attio",
      "Relationship attributes", "Real-time collaboration", "Lists and views", "Import from anywhere", "Developer API",
      "Real-time contact syncing", "Private lists", "Enhanced email sending", "No seat limits", "Advanced data enrichment", "Call intelligence", "Priority support", "SAML and SSO", "Unlimited reporting", "Dedicated onboarding", "Audit logs",
    ],
    alsoOk: ["Up to 3 seats", "Up to 3 objects"],
    notFeatures: ["A CRM that adapts to you", "Secure by default", "Build the CRM of your dreams", "Get started in minutes", "Questions & answers", "What counts as a seat?", "Do you offer startup discounts?", "Platform", "Customers", "Pricing", "Changelog", "Sign in", "Talk to sales", "Start for free", "Continue with Plus", "Start 14-day free trial", "Popular", "Manifesto", "Careers", "Security", "Privacy", "Terms", "Data model", "Automations", "Ben Firshman", "CEO, Replicate"],
    signals: [{ kind: "customer_count", value: 5000 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "GDPR" }, { kind: "sso" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }, { kind: "free_trial", value: 14 }],
    notSignals: [],
  },
  {
    dir: "customerio", host: "customer.io", pages: std("/", "/platform/", "/pricing/"), batch2: true, usage: true,
    name: ["Customer.io"],
    headline: "Automated messaging powered by your data",
    description: ["Send personalized emails, push notifications, SMS and in-app messages based on what your customers do — and watch engagement grow."],
    plans: [paid("Essentials", 100, null, false, { trial_days: 14 }), paid("Premium", 1000, 1000), contact("Enterprise")],
    features: [
      "Visual workflow builder", "Real-time segmentation", "Multichannel messaging", "A/B testing",
      "Reverse ETL", "Event streaming", "Destinations", "Transactional messages", "Broadcasts", "In-app messages",
      "Email, push, SMS and in-app", "Unlimited segments", "Email support", "HIPAA compliance", "Premium onboarding", "Dedicated account manager", "Single sign-on (SAML)", "Custom data retention", "99.9% uptime SLA",
    ],
    alsoOk: ["Data Pipelines", "Journeys", "Built for security and compliance"],
    notFeatures: ["Everything you need to engage customers", "See it in action", "FAQs", "What is a profile?", "We value your privacy", "Customize", "Reject All", "Accept All", "Platform", "Customers", "Pricing", "Resources", "Log in", "Get a demo", "Start free trial", "Talk to sales", "About", "Careers", "Security", "Privacy Policy", "Terms", "Company", "Legal", "Customer engagement platform", "Trusted by 8,000+ brands"],
    signals: [{ kind: "customer_count", value: 8000 }, { kind: "logo_wall", value: 6 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "ISO 27001" }, { kind: "compliance", label: "HIPAA" }, { kind: "compliance", label: "GDPR" }, { kind: "compliance", label: "CCPA" }, { kind: "sso" }, { kind: "sla", value: 99.9 }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_trial", value: 14 }],
    notSignals: ["free_plan"],
  },
  // Third batch (written after all the engine work; expectations before any run on it).
  {
    dir: "kit", host: "kit.com", pages: std("/", "/features", "/pricing"), batch3: true,
    name: ["Kit"],
    headline: "The creator marketing platform for newsletters",
    description: ["Kit (formerly ConvertKit) is the creator marketing platform. Grow your audience with email, automate your marketing, and sell digital products."],
    plans: [free("Newsletter"), paid("Creator", 39, 33, false, { trial_days: 14 }), paid("Creator Pro", 79, 66, false, { trial_days: 14 })],
    features: [
      "Landing pages and forms", "Visual automations", "Sell digital products", "Creator Network", "Sponsor Network", "Subscriber scoring",
      "Unlimited landing pages", "Referral program", "Recommendations", "Email broadcasts", "Email sequences", "Tagging and segments", "Paid newsletters", "Digital downloads", "Tip jar",
      "Unlimited email broadcasts", "Community support", "Free migration", "Live chat support", "Advanced reporting", "Facebook custom audiences",
    ],
    alsoOk: ["Grow", "Engage", "Earn"],
    notFeatures: ["Everything a creator needs to grow", "Creators love Kit", "Start building your audience today", "Frequently asked questions", "What happens when I go over 10,000 subscribers on the free plan?", "Pricing that grows with you", "Features", "Pricing", "Resources", "Log in", "Get started free", "Start free trial", "About", "Careers", "Brand", "Integrations", "Ali Abdaal", "James Clear", "Tiago Forte", "Ann Handley", "Recommended", "Email marketing", "Automations", "Commerce"],
    signals: [{ kind: "customer_count", value: 600_000 }, { kind: "free_plan" }, { kind: "free_trial", value: 14 }, { kind: "careers" }],
    notSignals: ["logo_wall", "compliance", "demo", "sso"],
  },
  {
    dir: "beehiiv", host: "www.beehiiv.com", pages: std("/", "/features", "/pricing"), batch3: true,
    name: ["beehiiv"],
    headline: "The newsletter platform built for growth",
    description: ["beehiiv is the newsletter platform built for growth. Write, grow and monetize your newsletter with the best tools in the industry."],
    plans: [free("Launch"), paid("Scale", 49, 43, false, { trial_days: 30 }), paid("Max", 109, 96, false, { trial_days: 30 }), contact("Enterprise")],
    features: [
      "Powerful editor", "Referral program", "Ad Network", "Premium subscriptions", "Website builder", "Audience analytics",
      "Boosts", "Recommendations", "Signup forms", "Magic links", "Digital products", "Post analytics", "A/B testing",
      "Custom newsletter website", "Custom domains", "Remove beehiiv branding", "Priority support", "Dedicated account manager", "SAML SSO", "API access",
    ],
    alsoOk: ["Up to 10 publications", "Grow", "Monetize", "Analyze", "Enterprise-grade infrastructure"],
    notFeatures: ["Write. Grow. Monetize", "Simple, transparent pricing", "Features", "Pricing", "Case studies", "Blog", "Enterprise", "Login", "Book a demo", "Start for free", "Start 30-day free trial", "About", "Careers", "Press", "Privacy", "Terms", "50,000+", "newsletters", "emails sent monthly", "paid to creators", "See what’s new", "Built by the early Morning Brew team, beehiiv has everything you need to write, grow and monetize your newsletter"],
    signals: [{ kind: "customer_count", value: 50_000 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "GDPR" }, { kind: "sla", value: 99.9 }, { kind: "enterprise" }, { kind: "sso" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }, { kind: "free_trial", value: 30 }],
    notSignals: [],
  },
  // Fourth batch (expectations before any run on it).
  {
    dir: "close", host: "www.close.com", pages: std("/", "/product/calling", "/pricing"), batch4: true,
    name: ["Close", "Close CRM"],
    headline: "The CRM that lets you sell faster",
    description: ["Close is the all-in-one CRM built for small businesses and startups. Calling, email, SMS and pipeline management in one place, so your team can close more deals."],
    plans: [paid("Essentials", 49, 35, true, { trial_days: 14 }), paid("Growth", 109, 99, true, { trial_days: 14 }), paid("Scale", 149, 139, true, { trial_days: 14 })],
    features: [
      "Built-in calling", "Email sequences", "Power Dialer", "Pipeline reporting",
      "Call recording", "Predictive Dialer", "Call coaching", "SMS",
      "Built-in calling and SMS", "Email sync", "Pipeline management", "Custom activities", "Custom roles and permissions", "Single sign-on (SSO)",
    ],
    alsoOk: ["Calling features"],
    notFeatures: ["Everything you need to sell, built in", "Try Close free for 14 days", "Simple pricing for growing sales teams", "Pricing FAQs", "Do you offer discounts?", "Product", "Calling", "Email", "Customers", "Pricing", "Resources", "Log in", "Watch demo", "Start free trial", "Start your free 14-day trial", "Accept", "Decline", "About", "Careers", "Security", "Privacy", "Most popular", "Join 10,000+ sales teams who close more deals with Close"],
    signals: [{ kind: "customer_count", value: 10_000 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "GDPR" }, { kind: "sso" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_trial", value: 14 }],
    notSignals: ["free_plan"],
  },
  {
    dir: "podia", host: "www.podia.com", pages: std("/", "/features", "/pricing"), batch4: true,
    name: ["Podia"],
    headline: "Everything you need to sell online",
    description: ["Podia is the all-in-one platform for creators to sell online courses, digital downloads, coaching, webinars and memberships — and build a website and email list."],
    plans: [free("Free"), paid("Mover", 39, 33, false, { trial_days: 14 }), paid("Shaker", 89, 75, false, { trial_days: 14 })],
    features: [
      "Online courses", "Digital downloads", "Coaching", "Webinars", "Community", "Email marketing",
      "Checkout and payments", "Bundles", "Affiliate marketing", "Website builder", "Custom domain", "Embeddable buy buttons",
      "Website", "Unlimited downloads and coaching", "Blog",
    ],
    alsoOk: ["Email marketing (up to 100 subscribers)", "1 download and 1 coaching product", "Sell", "Build"],
    notFeatures: ["All your digital business in one place", "Creators love Podia", "Start your business today", "Simple, creator-friendly pricing", "Frequently asked questions", "Are there transaction fees?", "Features", "Pricing", "Log in", "Get started free", "Start free trial", "About", "Jobs", "Press", "Terms", "Privacy", "Company", "Legal", "Most popular", "Monthly", "Yearly (2 months free)"],
    signals: [{ kind: "customer_count", value: 150_000 }, { kind: "free_plan" }, { kind: "free_trial", value: 14 }, { kind: "careers" }],
    notSignals: ["compliance", "sso", "demo", "logo_wall"],
  },
  // Fifth batch (expectations before any run on it).
  {
    dir: "lattice", host: "lattice.com", pages: std("/", "/performance-management", "/pricing"), batch5: true,
    name: ["Lattice"],
    headline: "Build a workplace where people thrive",
    description: ["Lattice is the people platform that combines performance management, engagement, growth, compensation and HRIS, so HR and managers can build engaged, high-performing teams."],
    plans: [paid("Performance Management", 11, 11, true)],
    features: [
      "Performance management", "Engagement surveys", "Goals and OKRs", "Compensation management", "HRIS", "Lattice AI",
      "Performance reviews", "1:1 meetings", "Real-time feedback", "Calibration",
      "Feedback and praise",
    ],
    alsoOk: ["Pulse surveys", "Compensation cycles", "Salary bands"],
    notFeatures: ["One platform for your whole people strategy", "See Lattice in action", "Ready to see Lattice in action?", "Build the plan that fits your people strategy", "Request a demo", "Log in", "Platform", "Customers", "Pricing", "Resources", "About us", "Careers", "Trust center", "Privacy", "Accept", "5,000+ organizations trust Lattice"],
    signals: [{ kind: "customer_count", value: 5000 }, { kind: "logo_wall", value: 6 }, { kind: "compliance", label: "ISO 27001" }, { kind: "sso" }, { kind: "enterprise" }, { kind: "demo" }, { kind: "careers" }],
    notSignals: ["free_plan", "free_trial"],
  },
  {
    dir: "deel", host: "www.deel.com", pages: std("/", "/platform", "/pricing"), batch5: true,
    name: ["Deel"],
    headline: "Global HR, payroll and compliance. All in one place.",
    description: ["Hire, pay and manage anyone, anywhere. Deel is the all-in-one HR platform for global teams: payroll, EOR, contractors, HRIS and compliance in 150+ countries.", "Hire, pay and manage anyone, anywhere — employees and contractors in 150+ countries, with local compliance built in."],
    plans: [free("Deel HR"), paid("Contractors", 49, null, true), paid("Employer of Record", 599, 599, true), contact("Global Payroll")],
    features: [
      "Employer of Record", "Contractor management", "Global Payroll", "Deel HR", "Immigration support", "Deel IT",
      "Time off tracking", "Expense management", "Equity management", "Background checks",
      "Global HRIS", "Org charts", "Compliant contracts", "Payments in 120+ currencies", "Hire in 150+ countries", "Benefits administration", "Multi-country payroll", "Dedicated payroll experts",
    ],
    alsoOk: ["Built-in tools", "Security and compliance"],
    notFeatures: ["Everything you need to run global teams", "This website uses cookies", "Allow all", "Solutions", "Platform", "Pricing", "Resources", "Log in", "Book a demo", "Get started for free", "Get started", "Talk to sales", "About", "Careers", "Trust", "Privacy", "FAQ", "Is there a free trial?", "35,000+", "customers", "countries", "paid out in 2024", "Transparent pricing for global teams"],
    signals: [{ kind: "customer_count", value: 35000 }, { kind: "logo_wall", value: 5 }, { kind: "compliance", label: "SOC 2" }, { kind: "compliance", label: "ISO 27001" }, { kind: "compliance", label: "GDPR" }, { kind: "compliance", label: "CCPA" }, { kind: "demo" }, { kind: "careers" }, { kind: "free_plan" }],
    notSignals: ["free_trial", "sso"],
  },
];

export const siteUrl = (c: SiteCase, path = "/") => `https://${c.host}${path}`;

export function loadSitePages(c: SiteCase): PageInput[] {
  return c.pages.map(([path, file]) => ({ url: siteUrl(c, path), html: readFileSync(join(SITES_DIR, c.dir, file), "utf8") }));
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim();

export interface SiteScore {
  dir: string;
  name: boolean;
  headline: boolean;
  description: boolean;
  features: { expected: number; found: number; extracted: number; ok: number; forbidden: string[]; missing: string[]; extra: string[] };
  signals: { expected: number; found: number; extracted: number; right: number; missing: string[]; wrong: string[] };
  plans: { expected: number; found: number; exact: number; wrong: number };
}

/** A signal's scoring unit: compliance per standard, every other kind once. */
const unitOf = (kind: string, label: string) => (kind === "compliance" ? `compliance:${label}` : kind);

export function scoreSite(c: SiteCase, facts: SiteFacts): SiteScore {
  const extracted = facts.features.map((f) => f.name);
  const keys = new Set(extracted.map(keyOf));
  const wantKeys = new Set(c.features.map(keyOf));
  const okKeys = new Set([...c.features, ...c.alsoOk].map(keyOf));
  const badKeys = new Set(c.notFeatures.map(keyOf));
  const missing = c.features.filter((f) => !keys.has(keyOf(f)));
  const extra = extracted.filter((f) => !okKeys.has(keyOf(f)));

  const units = new Map<string, { kind: string; value: number | null }>();
  for (const s of facts.signals) {
    const u = unitOf(s.kind, s.label);
    if (!units.has(u)) units.set(u, { kind: s.kind, value: s.value });
    // A unit is right when any of its signals carries the expected value.
    else if (units.get(u)!.value === null) units.get(u)!.value = s.value;
  }
  const want = new Map(c.signals.map((s) => [unitOf(s.kind, s.label ?? ""), s]));
  const right: string[] = [];
  const wrong: string[] = [];
  for (const [u, got] of units) {
    const w = want.get(u);
    if (!w) {
      // Kinds not mentioned either way are neither right nor wrong (team_page on a site whose "About" may or may not show a team).
      if (c.notSignals.includes(got.kind as SignalKind) || (got.kind === "compliance")) wrong.push(u);
      else if (c.signals.some((s) => s.kind === got.kind)) wrong.push(u);
      continue;
    }
    const valueOk = w.value === undefined || (got.value !== null && Math.abs(got.value - w.value) < 0.001);
    if (valueOk) right.push(u);
    else wrong.push(`${u}=${got.value}`);
  }
  const judged = right.length + wrong.length;

  const wantPlans = new Map(c.plans.map((w) => [w.name, JSON.stringify(shape(w))]));
  let exact = 0;
  let wrongPlans = 0;
  for (const p of facts.plans) {
    const w = wantPlans.get(p.name);
    if (w === undefined) wrongPlans++;
    else if (w === JSON.stringify(shape(p))) exact++;
  }
  return {
    dir: c.dir,
    name: c.name.includes(facts.name?.value ?? ""),
    headline: norm(facts.headline?.value ?? "") === norm(c.headline),
    description: c.description.map(norm).includes(norm(facts.description?.value ?? "")),
    features: { expected: c.features.length, found: c.features.length - missing.length, extracted: extracted.length, ok: extracted.length - extra.length, forbidden: extracted.filter((f) => badKeys.has(keyOf(f))), missing, extra },
    signals: { expected: want.size, found: right.length, extracted: judged, right: right.length, missing: [...want.keys()].filter((u) => !right.includes(u)), wrong },
    plans: { expected: c.plans.length, found: facts.plans.length, exact, wrong: wrongPlans },
  };
}
