// The six static pages (product.md 2.7), loaded together when one of them is opened.
export { AdditionalTermsPage as AdditionalTermsRoute } from '#client/features/static-pages/components/additional-terms-page'
export { ContactPage as ContactRoute } from '#client/features/static-pages/components/contact-page'
export { PrivacyPage as PrivacyRoute } from '#client/features/static-pages/components/privacy-page'
export { RefundPage as RefundRoute } from '#client/features/static-pages/components/refund-page'
export { ShippingPolicyPage as ShippingPolicyRoute } from '#client/features/static-pages/components/shipping-policy-page'
export { TermsPage as TermsRoute } from '#client/features/static-pages/components/terms-page'
