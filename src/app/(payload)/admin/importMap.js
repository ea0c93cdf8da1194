import { MissingLanguages as MissingLanguages_36b4594842284e4daddc9288d44fa5a9 } from '../../../content/admin/MissingLanguages'
import { ViewOnSite as ViewOnSite_d80efc5edb7888d76fb5c3cff8eac225 } from '../../../content/admin/ViewOnSite'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ArrayRowLabel as ArrayRowLabel_cd121186201a185e3236bd651fb19d90 } from '../../../content/admin/ArrayRowLabel'
import { PolygonField as PolygonField_872d52c34d5adaf1930fd2d5abc379ad } from '../../../content/admin/PolygonField'
import { PublishWithLanguageCheck as PublishWithLanguageCheck_d6f36ace9bc647b7b804ca6eee58ed2f } from '../../../content/admin/PublishWithLanguageCheck'
import { CrmOwnedNote as CrmOwnedNote_6d34cdebc8cdd26cd150ace323debd33 } from '../../../content/admin/CrmOwnedNote'
import { AreaCell as AreaCell_1c00e6fde91dd419b3bdd19c184f9806 } from '../../../content/admin/FigureCells'
import { PriceCell as PriceCell_1c00e6fde91dd419b3bdd19c184f9806 } from '../../../content/admin/FigureCells'
import { PriceField as PriceField_dd2909d5495eba2c486f5f4cb6a2d550 } from '../../../content/admin/PriceField'
import { PriceListImport as PriceListImport_0eadd187bf79472196e8e91bbe31f374 } from '../../../content/admin/PriceListImport'
import { EstateBulkChange as EstateBulkChange_5ea635fc2f62f5b3d0a82c43996c9505 } from '../../../content/admin/EstateBulkChange'
import { AlmatyDateCell as AlmatyDateCell_6e5c1df835ad92ab2ed5faf4bf662869 } from '../../../content/admin/AlmatyDateCell'
import { CrmSyncPanel as CrmSyncPanel_d2da157c42502a352c50836e45a333ad } from '../../../content/admin/CrmSyncPanel'
import { AlmatyDateTimeField as AlmatyDateTimeField_0f9ca64b47a13f0bb33350f5d5b17f08 } from '../../../content/admin/AlmatyDateTimeField'
import { AssigneeCell as AssigneeCell_a231d60b5a64c5157be14b661212d891 } from '../../../leads/admin/LeadListCells'
import { PhoneCell as PhoneCell_a231d60b5a64c5157be14b661212d891 } from '../../../leads/admin/LeadListCells'
import { LeadPhone as LeadPhone_8db78ebb2586da96ee69d4025a28b90f } from '../../../leads/admin/LeadPhone'
import { ProjectCell as ProjectCell_a231d60b5a64c5157be14b661212d891 } from '../../../leads/admin/LeadListCells'
import { LeadDetails as LeadDetails_d8be3aa61d321c942b64d53300e544e3 } from '../../../leads/admin/LeadDetails'
import { LeadStatusHistory as LeadStatusHistory_5c157d157f4a272bcf8baf1530736b78 } from '../../../leads/admin/LeadStatusHistory'
import { DeliveryCell as DeliveryCell_a231d60b5a64c5157be14b661212d891 } from '../../../leads/admin/LeadListCells'
import { LeadDeliveryPanel as LeadDeliveryPanel_6a082eaada999d3b6a813aea15850ce7 } from '../../../leads/admin/LeadDeliveryPanel'
import { LeadsListActions as LeadsListActions_4c483dde43ba32ee162a37ec924895ce } from '../../../leads/admin/LeadsListActions'
import { CommentAuthorCell as CommentAuthorCell_ec77cd4e8c7b7fbfdfbda4d6007e3f13 } from '../../../leads/admin/CommentAuthorCell'
import { AdminIcon as AdminIcon_c2813dabfe32caaee549930e13204206 } from '../../../content/admin/AdminGraphics'
import { AdminLogo as AdminLogo_c2813dabfe32caaee549930e13204206 } from '../../../content/admin/AdminGraphics'
import { CrmSyncWarning as CrmSyncWarning_dc181d737a9611d9fedb48ab51aef7e6 } from '../../../content/admin/CrmSyncWarning'
import { NewLeadsToday as NewLeadsToday_101680491ca0194ee2a698d284b55617 } from '../../../leads/admin/NewLeadsToday'
import { AlmatyClock as AlmatyClock_77d5b068966faddd6f31705e6b10d4a4 } from '../../../content/admin/AlmatyClock'
import { LivePreviewFrameTitle as LivePreviewFrameTitle_8e7fdbb301466ce59fa130fc09ef09e6 } from '../../../content/admin/LivePreviewFrameTitle'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/content/admin/MissingLanguages#MissingLanguages": MissingLanguages_36b4594842284e4daddc9288d44fa5a9,
  "/content/admin/ViewOnSite#ViewOnSite": ViewOnSite_d80efc5edb7888d76fb5c3cff8eac225,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/content/admin/ArrayRowLabel#ArrayRowLabel": ArrayRowLabel_cd121186201a185e3236bd651fb19d90,
  "/content/admin/PolygonField#PolygonField": PolygonField_872d52c34d5adaf1930fd2d5abc379ad,
  "/content/admin/PublishWithLanguageCheck#PublishWithLanguageCheck": PublishWithLanguageCheck_d6f36ace9bc647b7b804ca6eee58ed2f,
  "/content/admin/CrmOwnedNote#CrmOwnedNote": CrmOwnedNote_6d34cdebc8cdd26cd150ace323debd33,
  "/content/admin/FigureCells#AreaCell": AreaCell_1c00e6fde91dd419b3bdd19c184f9806,
  "/content/admin/FigureCells#PriceCell": PriceCell_1c00e6fde91dd419b3bdd19c184f9806,
  "/content/admin/PriceField#PriceField": PriceField_dd2909d5495eba2c486f5f4cb6a2d550,
  "/content/admin/PriceListImport#PriceListImport": PriceListImport_0eadd187bf79472196e8e91bbe31f374,
  "/content/admin/EstateBulkChange#EstateBulkChange": EstateBulkChange_5ea635fc2f62f5b3d0a82c43996c9505,
  "/content/admin/AlmatyDateCell#AlmatyDateCell": AlmatyDateCell_6e5c1df835ad92ab2ed5faf4bf662869,
  "/content/admin/CrmSyncPanel#CrmSyncPanel": CrmSyncPanel_d2da157c42502a352c50836e45a333ad,
  "/content/admin/AlmatyDateTimeField#AlmatyDateTimeField": AlmatyDateTimeField_0f9ca64b47a13f0bb33350f5d5b17f08,
  "/leads/admin/LeadListCells#AssigneeCell": AssigneeCell_a231d60b5a64c5157be14b661212d891,
  "/leads/admin/LeadListCells#PhoneCell": PhoneCell_a231d60b5a64c5157be14b661212d891,
  "/leads/admin/LeadPhone#LeadPhone": LeadPhone_8db78ebb2586da96ee69d4025a28b90f,
  "/leads/admin/LeadListCells#ProjectCell": ProjectCell_a231d60b5a64c5157be14b661212d891,
  "/leads/admin/LeadDetails#LeadDetails": LeadDetails_d8be3aa61d321c942b64d53300e544e3,
  "/leads/admin/LeadStatusHistory#LeadStatusHistory": LeadStatusHistory_5c157d157f4a272bcf8baf1530736b78,
  "/leads/admin/LeadListCells#DeliveryCell": DeliveryCell_a231d60b5a64c5157be14b661212d891,
  "/leads/admin/LeadDeliveryPanel#LeadDeliveryPanel": LeadDeliveryPanel_6a082eaada999d3b6a813aea15850ce7,
  "/leads/admin/LeadsListActions#LeadsListActions": LeadsListActions_4c483dde43ba32ee162a37ec924895ce,
  "/leads/admin/CommentAuthorCell#CommentAuthorCell": CommentAuthorCell_ec77cd4e8c7b7fbfdfbda4d6007e3f13,
  "/content/admin/AdminGraphics#AdminIcon": AdminIcon_c2813dabfe32caaee549930e13204206,
  "/content/admin/AdminGraphics#AdminLogo": AdminLogo_c2813dabfe32caaee549930e13204206,
  "/content/admin/CrmSyncWarning#CrmSyncWarning": CrmSyncWarning_dc181d737a9611d9fedb48ab51aef7e6,
  "/leads/admin/NewLeadsToday#NewLeadsToday": NewLeadsToday_101680491ca0194ee2a698d284b55617,
  "/content/admin/AlmatyClock#AlmatyClock": AlmatyClock_77d5b068966faddd6f31705e6b10d4a4,
  "/content/admin/LivePreviewFrameTitle#LivePreviewFrameTitle": LivePreviewFrameTitle_8e7fdbb301466ce59fa130fc09ef09e6,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
