/**
 * Payload's own admin strings, mended where its Russian reads badly or in English (issue 31, item 7):
 * Latin words («Email», «ID», «API»), capitals in mid-sentence («Успешно Обновлено.»), and templates that
 * put a collection's name, always in the nominative, where Russian needs another case («Создание нового
 * Медиафайл», «Создать новый Акция»). Those take the name after a colon, which reads right for any noun.
 * Keys as in node_modules/@payloadcms/translations/dist/languages/ru.js; `i18n.translations` deep-merges
 * them over Payload's. English is Payload's own but for one mend (PAYLOAD_EN).
 */
export const PAYLOAD_RU = {
  authentication: {
    apiKey: 'Ключ доступа',
    enableAPIKey: 'Включить ключ доступа',
    generateNewAPIKey: 'Создать новый ключ доступа',
    generatingNewAPIKeyWillInvalidate: 'Новый ключ доступа <1>отменит</1> прежний. Продолжить?',
    newAPIKeyGenerated: 'Новый ключ доступа создан.',
    emailSent: 'Письмо отправлено',
    newAccountCreated:
      'Для вас создана учётная запись на <a href="{{serverURL}}">{{serverURL}}</a>. Чтобы подтвердить адрес электронной почты, откройте ссылку: <a href="{{verificationURL}}">{{verificationURL}}</a><br> После этого вы сможете войти.',
    emailOrUsername: 'Электронная почта или имя пользователя',
    forgotPasswordEmailInstructions: 'Введите адрес электронной почты: мы пришлём письмо со ссылкой для нового пароля.',
    verifyYourEmail: 'Подтвердите адрес электронной почты',
  },
  dashboard: { resetLayout: 'Сбросить макет' },
  error: {
    documentNotFound: 'Документ {{id}} не найден: возможно, он удалён или у вас нет к нему доступа.',
    emailOrPasswordIncorrect: 'Неверный адрес электронной почты или пароль.',
    incorrectCollection: 'Неправильная коллекция',
    loadingDocument: 'Не удалось загрузить документ {{id}}.',
    missingEmail: 'Не указан адрес электронной почты.',
    missingIDOfDocument: 'Не указан номер документа для обновления.',
    missingIDOfVersion: 'Не указан номер версии.',
    noUser: 'Нет пользователя',
    userEmailAlreadyRegistered: 'Пользователь с таким адресом электронной почты уже есть.',
  },
  fields: {
    addRelationship: 'Добавить связь',
    blockType: 'Тип блока',
    chooseBetweenCustomTextOrDocument: 'Укажите свою ссылку или выберите документ сайта.',
    chooseLabel: 'Выбрать: {{label}}',
    customURL: 'Своя ссылка',
    editLabelData: 'Изменить: {{label}}',
    editRelationship: 'Изменить связь',
    enterURL: 'Введите ссылку',
    labelRelationship: 'Связь: {{label}}',
    newLabel: 'Создать: {{label}}',
    searchForBlock: 'Найти блок',
    selectExistingLabel: 'Выбрать из существующих: {{label}}',
    toggleBlock: 'Свернуть или развернуть блок',
    uploadNewLabel: 'Загрузить: {{label}}',
  },
  general: {
    // A list's search box: «Поиск: Номер» (Payload's «Искать по» drops the field, then joins two with «Или же»).
    searchBy: 'Поиск: {{label}}',
    or: 'или',
    and: 'и',
    adminTheme: 'Тема панели',
    allCollections: 'Все коллекции',
    backToDashboard: 'Назад к панели',
    createNewLabel: 'Создать: {{label}}',
    creatingNewLabel: 'Создание: {{label}}',
    deleteLabel: 'Удалить: {{label}}',
    deletedCountSuccessfully: 'Удалено: {{count}} ({{label}}).',
    descending: 'по убыванию',
    ascending: 'по возрастанию',
    editLabel: 'Изменить: {{label}}',
    email: 'Электронная почта',
    emailAddress: 'Адрес электронной почты',
    newLabel: 'Создать: {{label}}',
    next: 'Следующая',
    payloadSettings: 'Настройки панели',
    permanentlyDelete: 'Удалить навсегда',
    previous: 'Предыдущая',
    // A column's sort buttons: Payload passes the column's label as it is, so a label in two languages
    // read «Сортировать по [object Object]»; the buttons sit in the column's heading, which names it.
    sortByLabelDirection: 'Сортировка: {{direction}}',
    selectedCount: 'Выбрано: {{count}} ({{label}})',
    selectLabel: 'Выберите: {{label}}',
    successfullyCreated: 'Создано: {{label}}.',
    successfullyDuplicated: 'Копия создана: {{label}}.',
    titleDeleted: 'Удалено: {{label}} «{{title}}».',
    titleRestored: 'Восстановлено: {{label}} «{{title}}».',
    titleTrashed: 'В корзине: {{label}} «{{title}}».',
    trash: 'Корзина',
    updatedCountSuccessfully: 'Обновлено: {{count}} ({{label}}).',
    updatedLabelSuccessfully: 'Сохранено: {{label}}.',
    updatedSuccessfully: 'Изменения сохранены.',
  },
  upload: { pasteURL: 'Вставить ссылку', selectCollectionToBrowse: 'Выберите коллекцию для просмотра' },
  validation: {
    emailAddress: 'Введите правильный адрес электронной почты.',
    trueOrFalse: 'Здесь может быть только «да» или «нет».',
    validUploadID: 'Это не номер загруженного файла.',
  },
  version: {
    autosavedSuccessfully: 'Сохранено автоматически.',
    noLabelGroup: 'Группа без названия',
    versionID: 'Номер версии',
  },
}

/** Payload's English, mended where Russian was: the sort buttons' «[object Object]». */
export const PAYLOAD_EN = {
  general: { sortByLabelDirection: 'Sort {{direction}}' },
}
