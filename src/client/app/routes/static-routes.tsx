// The six static pages (SPEC 2.7), loaded together when one of them is opened.
export { AdditionalTermsPage as AdditionalTermsRoute } from '../../features/static-pages/components/additional-terms-page'
export { ContactPage as ContactRoute } from '../../features/static-pages/components/contact-page'
export { PrivacyPage as PrivacyRoute } from '../../features/static-pages/components/privacy-page'
export { RefundPage as RefundRoute } from '../../features/static-pages/components/refund-page'
export { ShippingPolicyPage as ShippingPolicyRoute } from '../../features/static-pages/components/shipping-policy-page'
export { TermsPage as TermsRoute } from '../../features/static-pages/components/terms-page'
